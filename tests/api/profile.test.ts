import { type } from 'arktype'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profile } from '#contract/schemas/profile'
import { memberInterests, upgradeForms } from '#server/db/schema.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('pglite'))('GET /api/getProfile on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const getProfile = async (token: string) => {
    const response = await test.app.inject({ url: '/api/getProfile', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    return response.json().data
  }

  it('answers the profile fields of the contract, with tier and member ID', async () => {
    const member = await addMember(test, { email: 'chan@example.com', firstName: 'Tai Man', surname: 'Chan' })
    const data = await getProfile(await loginAs(test, member))
    expect(profile(data)).not.toBeInstanceOf(type.errors)
    expect(data).toMatchObject({
      firstName: 'Tai Man',
      lastName: 'Chan',
      emailAddress: 'chan@example.com',
      countryCodeId: 1,
      mobilePhone: member.phone,
      tier: 'ordinary',
      clubMemberId: member.clubMemberId,
      defaultLangId: 1,
      iconList: [{ filePath: '/icons/tier-ordinary.svg' }],
      upgradeForms: [],
      interests: [],
    })
    expect(data.clubMemberId).toMatch(/^SC\d{8}$/)
    expect(data).not.toHaveProperty('passwordHash')
  })

  it('gives each member their own member ID', async () => {
    const a = await addMember(test)
    const b = await addMember(test)
    expect(a.clubMemberId).not.toBe(b.clubMemberId)
  })

  it('shows the privilege tier and its emblem', async () => {
    const member = await addMember(test, { tier: 'privilege' })
    expect(await getProfile(await loginAs(test, member))).toMatchObject({
      tier: 'privilege',
      iconList: [{ filePath: '/icons/tier-privilege.svg' }],
    })
  })

  it('lists upgrade forms with status and time, and the interests', async () => {
    const member = await addMember(test)
    await test.database.db.insert(upgradeForms).values([
      { memberId: member.id, status: 'rejected', createdAt: new Date('2026-01-05T00:00:00Z') },
      { memberId: member.id, status: 'pending', createdAt: new Date('2026-03-05T00:00:00Z') },
    ])
    await test.database.db.insert(memberInterests).values([
      { memberId: member.id, interestId: 3 },
      { memberId: member.id, interestId: 1 },
    ])
    const data = await getProfile(await loginAs(test, member))
    expect(data.upgradeForms).toEqual([
      { status: 'rejected', createdAt: '2026-01-05T00:00:00.000Z' },
      { status: 'pending', createdAt: '2026-03-05T00:00:00.000Z' },
    ])
    expect(data.interests).toEqual([1, 3])
  })

  it('needs a session', async () => {
    expect((await test.app.inject({ url: '/api/getProfile' })).statusCode).toBe(401)
  })
})
