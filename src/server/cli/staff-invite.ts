import { runFromShell } from './command.ts'
import { staffInvite } from './commands/staff-invite.ts'

await runFromShell(staffInvite)
