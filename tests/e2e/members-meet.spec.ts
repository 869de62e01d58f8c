import autocannon from 'autocannon'
import { callOpsSocket } from '#server/ops/ops-socket.ts'
import { expect, test } from './support/fixtures.ts'
import type { PortalOfItsOwn } from './support/worker-portals.ts'
import { postOnNewConnection } from '../support/new-connection.ts'

/**
 * The portal as members meet it: the built server as `npm start` starts it, PGlite in a folder,
 * loaded from this process over real connections. What a timed test can hold on a shared
 * machine: ratios to the bare route measured in the same minute, and answers, not times
 * (`npm run bench` gives the times).
 */

let phones = 0
/** A Privilege member made by the operator command, logged in: their bearer token and phone. */
async function privilegeMember(portal: PortalOfItsOwn) {
  const phone = String(70_000_000 + process.pid * 100 + phones++)
  const made = await callOpsSocket(portal.dataDir, 'member.create', {
    phone,
    countryCode: 1,
    password: 'Secret#123',
    firstName: 'Measured',
    surname: 'Member',
    tier: 'privilege',
    language: 'en',
    firstTime: false,
    marketingConsent: false,
  })
  expect(made?.status).toBe(200)
  const answer = await fetch(`${portal.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ countryCode: 1, phoneNumber: phone, password: 'Secret#123' }),
  })
  const envelope = (await answer.json()) as { data: { token: string } }
  return { phone, token: envelope.data.token }
}

const requestsPerSecond = async (url: string, headers: Record<string, string> = {}) =>
  (await autocannon({ url, headers, connections: 16, duration: 2 })).requests.average

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('a read the server never keeps (612, no parking application) keeps a fair share of the bare route’s pace', async ({
  measuredPortal: portal,
}) => {
  const member = await privilegeMember(portal)
  const bearer = { authorization: `Bearer ${member.token}` }
  const read = await fetch(`${portal.url}/api/getParkingForm`, { headers: bearer }).then((answer) => answer.json())
  expect(read).toMatchObject({ returnCode: 612 })
  // Taken in turn, twice each, so that the machine's other work falls on both alike.
  let bare = 0
  let uncached = 0
  for (let round = 0; round < 2; round++) {
    bare += await requestsPerSecond(`${portal.url}/api/no-such-call`)
    uncached += await requestsPerSecond(`${portal.url}/api/getParkingForm`, bearer)
  }
  // About 30 % on a quiet machine (8–10 % when every statement was parsed and planned anew): the
  // floor leaves room for a busy one and still catches that cost coming back.
  expect(uncached / bare).toBeGreaterThan(0.15)
})

test('a right login sent in a storm of 200 wrong ones, each on a new connection from 20 addresses, gets in; none is answered busy', async ({
  measuredPortal: portal,
}) => {
  const member = await privilegeMember(portal)
  const round = Date.now() % 200
  const wrong = Array.from({ length: 200 }, (_, n) =>
    postOnNewConnection(
      `${portal.url}/api/login`,
      { countryCode: 1, phoneNumber: String(59_000_000 + round * 1000 + n), password: 'Guess#1234' },
      { 'x-forwarded-for': `10.40.${round}.${(n % 20) + 1}` },
    ),
  )
  const right = postOnNewConnection(
    `${portal.url}/api/login`,
    { countryCode: 1, phoneNumber: member.phone, password: 'Secret#123' },
    { 'x-forwarded-for': '10.41.0.1' },
  )
  const answers = await Promise.all(wrong)
  expect(new Set(answers)).toEqual(new Set([617]))
  expect(await right).toBe(200)
})
