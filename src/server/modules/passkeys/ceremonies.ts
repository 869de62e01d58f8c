import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { and, eq, lt } from 'drizzle-orm'
import { passkeyChallengeSeconds, type PasskeyCeremony } from '#contract/rules/passkeys'
import type { ServiceContext } from '#server/context.ts'
import { passkeys } from '#server/db/schema.ts'
import { challengeOf, newChallenge, takeChallenge } from './challenges.ts'
import { ownerOf, passkeyByCredentialId, passkeysOf, type PasskeyOwner, type PasskeyRow } from './passkey-records.ts'
import { relyingParty } from './relying-party.ts'

/** Why a ceremony's answer was not taken; callers answer it in the words of their own sign-in. */
export class PasskeyRefused extends Error {}

/** The user handle an owner's passkeys carry: their id, which names no person. */
const userHandleOf = (owner: PasskeyOwner): string => Buffer.from(`${owner.kind}:${owner.id}`).toString('base64url')

/**
 * The WebAuthn library, loaded by the first ceremony rather than when the portal starts: it
 * costs about 0.35 s of CPU and 20 MB, which a restart would pay for a door few members use.
 */
const webAuthn = () => import('@simplewebauthn/server')

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransportFuture[]

/**
 * Options for a new passkey: a discoverable credential (so that sign-in needs no phone number)
 * verified by the device's own lock (user verification), none of the owner's authenticators twice.
 */
export async function registrationOptions(
  ctx: ServiceContext,
  owner: PasskeyOwner,
  user: { name: string; displayName: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(ctx.config)
  const existing = await passkeysOf(ctx.db, owner)
  const options = await (
    await webAuthn()
  ).generateRegistrationOptions({
    challenge: newChallenge(ctx, `${owner.kind}-register`, owner),
    rpName: rp.name,
    rpID: rp.id,
    userID: Buffer.from(userHandleOf(owner), 'base64url'),
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: passkeyChallengeSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return options
}

/** A new passkey as the authenticator made it, checked against a challenge handed to this owner. */
export async function verifiedRegistration(ctx: ServiceContext, owner: PasskeyOwner, response: RegistrationResponseJSON) {
  const challenge = challengeOf(response.response.clientDataJSON)
  if (!challenge) throw new PasskeyRefused('unreadable client data')
  const taken = await takeChallenge(ctx, challenge, `${owner.kind}-register`, ctx.clock())
  if (taken?.owner?.kind !== owner.kind || taken.owner.id !== owner.id) {
    throw new PasskeyRefused('no such challenge for this owner')
  }
  const rp = relyingParty(ctx.config)
  const verification = await (
    await webAuthn()
  )
    .verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    .catch((error: unknown) => {
      throw new PasskeyRefused(error instanceof Error ? error.message : 'registration not verified')
    })
  if (!verification.verified) throw new PasskeyRefused('registration not verified')
  const { credential } = verification.registrationInfo
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  }
}

/**
 * Options for signing in: with no credentials named (the browser offers the passkeys it holds
 * for the site), or the owner's own (a staff member's second factor).
 */
export async function authenticationOptions(
  ctx: ServiceContext,
  purpose: PasskeyCeremony,
  allow: PasskeyRow[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingParty(ctx.config)
  const options = await (
    await webAuthn()
  ).generateAuthenticationOptions({
    challenge: newChallenge(ctx, purpose),
    rpID: rp.id,
    timeout: passkeyChallengeSeconds * 1000,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
  })
  return options
}

/**
 * The passkey an assertion was made with, once its challenge is taken, its signature checked
 * with the kept public key and its counter moved on. A counter that does not grow (where the
 * authenticator counts at all) may be a cloned authenticator and is refused; so is an assertion
 * of a removed passkey, which is no longer found.
 */
export async function verifiedAssertion(
  ctx: ServiceContext,
  purpose: PasskeyCeremony,
  response: AuthenticationResponseJSON,
  accepts: (owner: PasskeyOwner) => boolean,
): Promise<PasskeyRow> {
  const now = ctx.clock()
  const challenge = challengeOf(response.response.clientDataJSON)
  if (!challenge || !(await takeChallenge(ctx, challenge, purpose, now))) throw new PasskeyRefused('no such challenge')
  const row = await passkeyByCredentialId(ctx.db, response.id)
  if (!row) throw new PasskeyRefused('no such passkey')
  const owner = ownerOf(row)
  if (!owner || !accepts(owner)) throw new PasskeyRefused('passkey of someone else')
  if (response.response.userHandle !== undefined && response.response.userHandle !== userHandleOf(owner)) {
    throw new PasskeyRefused('user handle of another owner')
  }
  const rp = relyingParty(ctx.config)
  const verification = await (
    await webAuthn()
  )
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credentialId,
        publicKey: Buffer.from(row.publicKey, 'base64url'),
        counter: row.signCount,
        transports: transportsOf(row),
      },
      requireUserVerification: true,
    })
    .catch((error: unknown) => {
      throw new PasskeyRefused(error instanceof Error ? error.message : 'assertion not verified')
    })
  if (!verification.verified) throw new PasskeyRefused('assertion not verified')
  const signCount = verification.authenticationInfo.newCounter
  // Two assertions of one counting authenticator at once: only the one that moves the counter on counts.
  const [used] = await ctx.db
    .update(passkeys)
    .set({ signCount, lastUsedAt: now })
    .where(signCount === 0 ? eq(passkeys.id, row.id) : and(eq(passkeys.id, row.id), lt(passkeys.signCount, signCount)))
    .returning()
  if (!used) throw new PasskeyRefused('counter did not grow')
  return used
}
