import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database of its own on the PostgreSQL server of `adminUrl`, for one run of a bench, and how to drop it. */
export async function benchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** A member made for a bench run: a phone of its own and the password the bench logs in with. */
export function benchMemberInput(tier: 'ordinary' | 'privilege') {
  return {
    phone: String(90_000_000 + Math.floor(Math.random() * 9_999_999)),
    countryCode: 1,
    password: 'Secret#123',
    firstName: 'Bench',
    surname: 'Member',
    tier,
    language: 'en' as const,
    firstTime: false,
  }
}
