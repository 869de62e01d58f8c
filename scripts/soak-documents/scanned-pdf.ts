import type { SeededRandom } from './seeded-random.ts'

/**
 * A PDF of about `bytes` bytes, as a phone's scan of a document would be: the portal knows it by
 * its first bytes, and the seeded filler makes each one unique, so a stored file names the
 * document it came from by its content alone.
 */
export function scannedPdf(random: SeededRandom, bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n% scan\n')
  const tail = Buffer.from('\ntrailer <<>>\n%%EOF\n')
  const filler = Buffer.alloc(Math.max(0, bytes - head.length - tail.length))
  for (let offset = 0; offset + 4 <= filler.length; offset += 4) filler.writeUInt32LE(random.int(0, 0xffffffff), offset)
  return Buffer.concat([head, filler, tail])
}
