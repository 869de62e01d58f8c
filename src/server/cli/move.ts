import { runFromShell } from './command.ts'
import { move } from './commands/move.ts'

await runFromShell(move)
