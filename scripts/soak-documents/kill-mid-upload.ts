import type { BadLine } from './bad-line.ts'
import type { PortalProcess } from '#tests/support/portal-process.ts'
import type { SeededRandom } from './seeded-random.ts'

/** How long a kill waits for an upload to be on its way before it kills the portal all the same. */
const waitForUploadMs = 90_000

/**
 * Kills the portal `times` times, each a seeded 5 to 25 seconds after it last started and at a
 * moment an upload is on its way to it, and starts it again on the same data folder at once.
 * Answers how many kills found an upload on its way.
 */
export async function killMidUpload(options: {
  portal: PortalProcess
  line: BadLine
  random: SeededRandom
  times: number
}): Promise<number> {
  let midUpload = 0
  for (let kill = 0; kill < options.times; kill++) {
    await new Promise((resolve) => setTimeout(resolve, options.random.int(5_000, 25_000)))
    const deadline = Date.now() + waitForUploadMs
    while (options.line.uploadsInFlight() === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    if (options.line.uploadsInFlight() > 0) midUpload++
    await options.portal.kill()
    await options.portal.restart()
  }
  return midUpload
}
