import { type } from 'arktype'

/**
 * A device the member is signed in on: its browser and system as its user agent names them,
 * when it signed in and was last used, and whether it is the device asking. `id` names the
 * session without being its token.
 */
export const signedInDevice = type({
  id: 'string',
  userAgent: 'string',
  signedInAt: 'string',
  lastSeenAt: 'string',
  current: 'boolean',
})
export type SignedInDevice = typeof signedInDevice.infer

export const signedInDevices = signedInDevice.array()

/** endSession: the device to sign out. */
export const endSessionRequest = type({ id: 'string <= 64' })

/** How many devices were signed out. */
export const endedSessions = type({ ended: 'number.integer >= 0' })
