import { type } from 'arktype'
import { Secret, TOTP } from 'otpauth'
import { emailProblem, normalizeEmail } from '#contract/rules/personal-details'
import { passwordProblem } from '#contract/rules/password'
import { staffRoles } from '#contract/schemas/staff'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { staffAccounts } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { problemMessage, serverText } from '#server/lib/server-messages.ts'
import { recordAudit } from './audit-log.ts'

/** The issuer an authenticator app shows beside the account. */
const totpIssuer = 'Sino Club staff'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: totpIssuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })

export const newStaffInput = type({
  email: type('string').pipe(normalizeEmail),
  name: '0 < string <= 100',
  role: type.enumerated(...staffRoles),
  password: 'string',
})
export type NewStaffInput = typeof newStaffInput.infer

export class StaffInputError extends Error {
  override readonly name = 'StaffInputError'
}

export interface CreatedStaff {
  id: string
  email: string
  totpSecret: string
  otpauthUri: string
}

/** A staff account with a new TOTP secret; the password follows the members' policy. */
export async function createStaffAccount(ctx: ServiceContext, input: NewStaffInput): Promise<CreatedStaff> {
  const emailIssue = emailProblem(input.email)
  if (emailIssue) throw new StaffInputError(`E-mail: ${serverText('en', problemMessage(emailIssue))}`)
  const passwordIssue = passwordProblem(input.password)
  if (passwordIssue) throw new StaffInputError(`Password: ${serverText('en', problemMessage(passwordIssue))}`)
  const secret = new Secret({ size: 20 }).base32
  const now = ctx.clock()
  try {
    const [account] = await ctx.db
      .insert(staffAccounts)
      .values({
        email: input.email,
        name: input.name.trim(),
        role: input.role,
        passwordHash: await hashPassword(input.password),
        totpSecret: secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: staffAccounts.id })
    if (!account) throw new Error('No staff account was made')
    await recordAudit(ctx.db, now, {
      actor: { id: null, email: 'operator' },
      action: 'staff.create',
      target: { kind: 'staff', id: account.id },
      after: { email: input.email, name: input.name.trim(), role: input.role },
    })
    return { id: account.id, email: input.email, totpSecret: secret, otpauthUri: totpOf(secret, input.email).toString() }
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffInputError(`A staff account with the e-mail ${input.email} exists already`)
    throw error
  }
}
