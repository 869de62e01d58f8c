import { runFromShell } from './command.ts'
import { restore } from './commands/restore.ts'

await runFromShell(restore)
