import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { callOpsSocket } from '#server/ops/ops-socket.ts'
import { chromiumArgs, chromiumPath } from '#tests/e2e/support/chromium.ts'
import { applyWithDocuments, type MemberAccount } from './apply-with-documents.ts'
import { startBadLine } from './bad-line.ts'
import { countDocuments, type DocumentCount } from './count-documents.ts'
import { waitForEmptyOutbox } from './empty-outbox.ts'
import { killMidUpload } from './kill-mid-upload.ts'
import { openMemberDevice } from './member-device.ts'
import { planMember, type ChosenDocument, type MemberPlan } from './member-plan.ts'
import { startPortalProcess } from '#tests/support/portal-process.ts'
import { seededRandom, type SeededRandom } from './seeded-random.ts'

export interface SoakResult extends DocumentCount {
  seed: number
  documents: number
  kills: number
  killsMidUpload: number
  drops: number
  lostAnswers: number
  /** Uploads still kept on a device once the soak stopped waiting. */
  waiting: number
  /** Why members gave up, if any did: their documents count as lost. */
  gaveUp: string[]
  seconds: number
}

const members = 8
const kills = 2
/** 2 Mbit/s up, per connection. */
const lineBytesPerSecond = 250_000
/** Chance that a long upload is cut partway. */
const dropChance = 0.2
/** How long the devices get, all at once, to send what they keep once every member is done and the line is good. */
const outboxTimeoutMs = 120_000
const portalPort = 4362
const linePort = 4363

async function createMemberFor(
  dataDir: string,
  random: SeededRandom,
  plan: MemberPlan,
): Promise<MemberAccount & { clubMemberId: string }> {
  const phone = `${random.int(5, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`
  const password = 'Secret#123'
  const answer = await callOpsSocket(dataDir, 'member.create', {
    phone,
    countryCode: 1,
    password,
    email: `soak${phone}@example.com`,
    firstName: 'Tai Man',
    surname: 'Chan',
    // Parking is for Privilege members; the upgrade is how an Ordinary member gets there.
    tier: plan.kind === 'parking' ? 'privilege' : 'ordinary',
    language: 'en',
    firstTime: false,
  })
  if (answer?.status !== 200) throw new Error(`member.create refused: ${answer?.body.error ?? 'no portal'}`)
  return { phone, password, clubMemberId: (answer.body.result as { clubMemberId: string }).clubMemberId }
}

/**
 * One seeded soak: members on a bad line apply with documents while the portal is killed
 * mid-upload and started again; then what arrived is counted against what was chosen.
 */
export async function runSoak(seed: number, checkout: string): Promise<SoakResult> {
  const started = Date.now()
  const random = seededRandom(seed)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'club-portal-soak-'))
  const dataDir = path.join(root, 'data')
  const line = await startBadLine({
    port: linePort,
    target: portalPort,
    bytesPerSecond: lineBytesPerSecond,
    dropChance,
    random: random.fork(),
  })
  const portal = await startPortalProcess({ checkout, port: portalPort, dataDir, publicUrl: line.url }).catch(async (error) => {
    await line.close()
    fs.rmSync(root, { recursive: true, force: true })
    throw error
  })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const plans = Array.from({ length: members }, (_, index) => planMember(random.fork(), index))
    const accounts: (MemberAccount & { clubMemberId: string })[] = []
    for (const plan of plans) accounts.push(await createMemberFor(dataDir, random, plan))
    const devices = await Promise.all(
      plans.map((plan, index) =>
        openMemberDevice(browser, {
          baseURL: line.url,
          address: `198.18.${seed % 256}.${index + 1}`,
          random: random.fork(),
          lostAnswerChance: plan.lostAnswerChance,
        }),
      ),
    )
    const killing = killMidUpload({ portal, line, random: random.fork(), times: kills })
    const applied = await Promise.allSettled(
      plans.map((plan, index) => applyWithDocuments(devices[index]!, accounts[index]!, plan, portal.ready)),
    )
    const killsMidUpload = await killing
    // What still waits then must go once the line is good: what never does is counted as waiting.
    line.mend()
    for (const device of devices) device.mend()
    const waiting = (await Promise.all(devices.map((device) => waitForEmptyOutbox(device, outboxTimeoutMs)))).reduce(
      (sum, kept) => sum + kept,
      0,
    )
    const lostAnswers = devices.reduce((sum, device) => sum + device.lostAnswers(), 0)
    await browser.close()
    await portal.stop()
    const chosen = new Map<string, ChosenDocument[]>(
      accounts.map((account, index) => [account.clubMemberId, plans[index]!.documents]),
    )
    return {
      seed,
      documents: plans.reduce((sum, plan) => sum + plan.documents.length, 0),
      kills,
      killsMidUpload,
      drops: line.drops(),
      lostAnswers,
      waiting,
      gaveUp: applied.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : [])),
      ...(await countDocuments(dataDir, chosen)),
      seconds: Math.round((Date.now() - started) / 1000),
    }
  } finally {
    await browser.close()
    await portal.stop()
    await line.close()
    fs.rmSync(root, { recursive: true, force: true })
  }
}
