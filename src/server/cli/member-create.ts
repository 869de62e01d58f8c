import { runFromShell } from './command.ts'
import { memberCreate } from './commands/member-create.ts'

await runFromShell(memberCreate)
