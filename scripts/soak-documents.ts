/**
 * npm run soak:documents [-- --seed 1,2,3] [--checkout DIR]: eight members on a bad line
 * (2 Mbit/s up, uploads cut partway, answers lost, offline spells and reloads) apply for
 * parking or an upgrade with PDFs of a few MB in Chromium, while the portal (its own process
 * on PGlite in a temporary folder) is killed twice mid-upload and started again. Once the
 * devices' outboxes are empty, it counts from the database and the upload folder what was
 * lost, stored or attached twice, or left waiting, and prints one line per seed; it fails
 * unless each is 0 and every stored file has the bytes chosen. `--checkout` runs the soak
 * against another built checkout of the portal (an older release, for figures before a fix).
 * Needs `npm run build` first.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { runSoak, type SoakResult } from './soak-documents/run-soak.ts'

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, checkout: { type: 'string', default: '.' } },
})
const seeds = values.seed.split(',').map(Number)
if (seeds.some((seed) => !Number.isInteger(seed))) throw new Error(`--seed takes whole numbers: ${values.seed}`)

const failed = (result: SoakResult) =>
  result.lost + result.duplicated + result.waiting + result.changed + result.gaveUp.length > 0

let failures = 0
for (const seed of seeds) {
  const result = await runSoak(seed, path.resolve(values.checkout))
  for (const reason of result.gaveUp) console.log(`  seed ${seed}: ${reason}`)
  console.log(
    `seed ${seed}: ${result.documents} documents, ${result.kills} kills (${result.killsMidUpload} mid-upload), ` +
      `${result.drops} uploads cut, ${result.lostAnswers} answers lost · lost ${result.lost}, ` +
      `duplicated ${result.duplicated}, waiting ${result.waiting}, bytes differing ${result.changed}, ` +
      `members who gave up ${result.gaveUp.length}, partial files left ${result.partial} · ${result.seconds} s`,
  )
  if (failed(result)) failures++
}
process.exit(failures > 0 ? 1 : 0)
