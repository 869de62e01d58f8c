import { runFromShell } from './command.ts'
import { maintenance } from './commands/maintenance.ts'

await runFromShell(maintenance)
