import { runFromShell } from './command.ts'
import { applicationDecide } from './commands/application-decide.ts'

await runFromShell(applicationDecide)
