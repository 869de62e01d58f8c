import { ConfigError, loadConfig } from '#server/config.ts'
import { OperationError } from '#server/ops/operations.ts'
import { GoogleWalletError, saveLoyaltyClass } from '#server/modules/wallet/index.ts'
import { rejectUnknown } from '../args.ts'
import type { Command } from '../command.ts'

/** The command, calling Google through `fetchFn` (a test's fake in tests). */
export const walletGoogleClassWith = (fetchFn: typeof fetch): Command => ({
  name: 'wallet:google-class',
  usage: `Creates the club's loyalty class in Google Wallet, or updates it when it exists. Run once for an
installation (and after changing the class), before members save their cards: the only call to Google.

  npm run wallet:google-class

  Reads GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT, GOOGLE_WALLET_CLASS_ID and PUBLIC_URL
  (the class's logo is PUBLIC_URL/icons/icon-512.png, which Google must be able to fetch).`,
  async run(options, output) {
    rejectUnknown(options)
    let config
    try {
      config = loadConfig(process.env)
    } catch (error) {
      throw error instanceof ConfigError ? new OperationError(error.message) : error
    }
    const { google } = config.wallet
    if (!google) {
      throw new OperationError('Google Wallet is not configured: set GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT')
    }
    try {
      const outcome = await saveLoyaltyClass(google, config.publicUrl, fetchFn, new Date())
      output.out(`Loyalty class ${google.classId} ${outcome}`)
    } catch (error) {
      throw error instanceof GoogleWalletError ? new OperationError(error.message) : error
    }
  },
})

export const walletGoogleClass = walletGoogleClassWith((input, init) => fetch(input, init))
