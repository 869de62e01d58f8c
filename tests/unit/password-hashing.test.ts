import { afterEach, describe, expect, it } from 'vitest'
import { hashPassword, usePasswordHashing, verifyPassword } from '#server/lib/passwords.ts'

describe('password hashing', () => {
  afterEach(() => usePasswordHashing('standard'))

  it("makes new hashes with argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane", async () => {
    usePasswordHashing('standard')
    const hash = await hashPassword('Secret#123')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'Secret#123')).toBe(true)
  })

  it("verifies a test suite's cheap hash and a standard one alike, each by the cost it carries", async () => {
    usePasswordHashing('fast-for-tests')
    const cheap = await hashPassword('Secret#123')
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    usePasswordHashing('standard')
    expect(await verifyPassword(cheap, 'Secret#123')).toBe(true)
    expect(await verifyPassword(cheap, 'Secret#124')).toBe(false)
  })
})
