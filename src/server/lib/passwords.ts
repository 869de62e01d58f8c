import argon2 from 'argon2'

/** argon2id at OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane. */
export const argon2Options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, argon2Options)

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | undefined

/** Spends the time of one verification when there is no account, so timing does not tell. */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password for unknown accounts')
  await verifyPassword(await decoy, password)
}
