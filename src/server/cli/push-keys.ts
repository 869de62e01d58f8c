import { runFromShell } from './command.ts'
import { pushKeys } from './commands/push-keys.ts'

await runFromShell(pushKeys)
