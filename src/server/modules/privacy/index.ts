/**
 * A member's copy of their data, their consents, and closing an account (its notice, the erasure
 * at its date, the traces it forgets).
 */
export { closeByPostInput, ClosingError, requestClosingByPost } from './account-closing.ts'
export { consentsOf } from './consents.ts'
export { default as privacyRoutes } from './routes.ts'
