import { runFromShell } from './command.ts'
import { backup } from './commands/backup.ts'

await runFromShell(backup)
