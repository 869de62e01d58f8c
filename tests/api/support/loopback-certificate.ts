import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A self-signed certificate for 127.0.0.1 (P-256, one day), made now with openssl for a stand-in
 * service on loopback TLS: its key, and its certificate, which is also what a client must trust.
 */
export function loopbackCertificate(): { key: Buffer; cert: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'loopback-certificate-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
      ],
      { cwd: folder, stdio: 'ignore' },
    )
    return { key: readFileSync(path.join(folder, 'key.pem')), cert: readFileSync(path.join(folder, 'cert.pem'), 'utf8') }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
