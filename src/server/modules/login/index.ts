/**
 * A member's login by phone and password (a migrated member's first login included): it opens
 * an auth session; a passkey's login is the passkeys module's.
 */
export { default as loginRoutes } from './routes.ts'
