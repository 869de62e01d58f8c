import { operate } from './operate.ts'

/**
 * Decides a member's upgrade or parking application as `npm run application:decide` does on
 * a running portal: the same operation, through the portal's operator socket.
 */
export async function decideApplication(
  clubMemberId: string,
  kind: 'upgrade' | 'parking',
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<void> {
  await operate(kind === 'upgrade' ? 'upgrade.decide' : 'parking.decide', {
    clubMemberId,
    decision,
    ...(reason ? { reason } : {}),
  })
}

/** A small PDF, as a scanned document would be sent. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n'), Buffer.from('\n%%EOF\n')]),
})
