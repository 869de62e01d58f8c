/**
 * Passkeys of members and staff: the WebAuthn ceremonies, sign-in with a passkey, and the notices
 * when one is added or removed.
 */
export {
  authenticationOptions,
  PasskeyRefused,
  registrationOptions,
  verifiedAssertion,
  verifiedRegistration,
} from './ceremonies.ts'
export { endMemberPasskeys } from './member-passkeys.ts'
export { type PasskeyHolder, removeEveryPasskey, withPasskeyNotice } from './passkey-notices.ts'
export { ownPasskey, type PasskeyOwner, passkeysOf, passkeyView } from './passkey-records.ts'
export { default as passkeyRoutes } from './routes.ts'
