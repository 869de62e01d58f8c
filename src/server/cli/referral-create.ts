import { runFromShell } from './command.ts'
import { referralCreate } from './commands/referral-create.ts'

await runFromShell(referralCreate)
