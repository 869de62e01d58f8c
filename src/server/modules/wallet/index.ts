/**
 * The membership card as Apple and Google Wallet passes.
 */
export { GoogleWalletError, saveLoyaltyClass } from './google-class.ts'
export { default as walletRoutes } from './routes.ts'
export { passesChanged } from './wallet-passes.ts'
