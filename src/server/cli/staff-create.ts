import { runFromShell } from './command.ts'
import { staffCreate } from './commands/staff-create.ts'

await runFromShell(staffCreate)
