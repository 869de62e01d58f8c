import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface FailingGateway {
  url: string
  /** Every SMS the gateway was asked to send (and refused). */
  received: { to: string; message: string }[]
  close(): Promise<void>
}

/** An SMS gateway that reads each message and answers 500: a gateway that is down. */
export async function failingSmsGateway(): Promise<FailingGateway> {
  const received: FailingGateway['received'] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push(JSON.parse(body) as { to: string; message: string })
      response.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface RefusingMailServer {
  url: string
  /** Every mail offered (and refused), its text decoded from quoted-printable. */
  received: { to: string[]; text: string }[]
  close(): Promise<void>
}

const fromQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** A mail server that reads each message and refuses it (550): mail that cannot leave. */
export async function refusingMailServer(): Promise<RefusingMailServer> {
  const received: RefusingMailServer['received'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: fromQuotedPrintable(raw) })
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}

/** A logger for buildApp that keeps every line written, down to debug. */
export function capturedLog() {
  const lines: string[] = []
  return {
    lines,
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
  }
}
