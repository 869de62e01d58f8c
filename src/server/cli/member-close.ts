import { runFromShell } from './command.ts'
import { memberClose } from './commands/member-close.ts'

await runFromShell(memberClose)
