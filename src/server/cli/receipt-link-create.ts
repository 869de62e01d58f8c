import { runFromShell } from './command.ts'
import { receiptLinkCreate } from './commands/receipt-link-create.ts'

await runFromShell(receiptLinkCreate)
