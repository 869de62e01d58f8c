import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { e2eDataDir } from './e2e-env.ts'

const run = promisify(execFile)

/** Decides a member's upgrade or parking application the way an operator does: npm run application:decide. */
export async function decideApplication(
  clubMemberId: string,
  kind: 'upgrade' | 'parking',
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<void> {
  const args = ['tsx', 'src/server/cli/application-decide.ts', '--member', clubMemberId, '--kind', kind, `--${decision}`]
  if (reason) args.push('--reason', reason)
  await run('npx', args, { env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' } })
}

/** A small PDF, as a scanned document would be sent. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n'), Buffer.from('\n%%EOF\n')]),
})
