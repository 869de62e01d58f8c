import { runFromShell } from './command.ts'
import { walletGoogleClass } from './commands/wallet-google-class.ts'

await runFromShell(walletGoogleClass)
