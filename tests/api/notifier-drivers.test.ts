import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smsGatewayDriver } from '#server/notify/sms-gateway-driver.ts'
import { smtpDriver } from '#server/notify/smtp-driver.ts'

describe('SMTP driver', () => {
  const received: { from: string; to: string[]; raw: string }[] = []
  let server: SMTPServer
  let port: number
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)))

  it('delivers the message to the SMTP server', async () => {
    const driver = smtpDriver({ url: `smtp://127.0.0.1:${port}`, from: 'Sino Club <no-reply@sinoclub.example>' })
    await driver.send(
      { channel: 'email', to: 'chan@example.com', subject: 'Unsuccessful logins', body: 'Dear Tai Man Chan' },
      'job-1',
    )
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ from: 'no-reply@sinoclub.example', to: ['chan@example.com'] })
    expect(received[0]!.raw).toContain('Subject: Unsuccessful logins')
    expect(received[0]!.raw).toContain('From: Sino Club <no-reply@sinoclub.example>')
    expect(received[0]!.raw).toContain('Dear Tai Man Chan')
    expect(received[0]!.raw).toContain('Message-ID: <job-1@sinoclub.example>')
  })
})

describe('SMTP driver and a mail server that stops answering', () => {
  let server: SMTPServer
  let port: number
  beforeAll(async () => {
    // Takes the message and never says it is accepted, as a mail server under load may.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream) {
        stream.resume()
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)))

  it('fails the try within its bound instead of outliving the job claim', async () => {
    const driver = smtpDriver({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@sinoclub.example', timeoutMs: 300 })
    const started = Date.now()
    await expect(driver.send({ channel: 'email', to: 'chan@example.com', subject: 'S', body: 'B' }, 'job-9')).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('SMS gateway driver', () => {
  const requests: { auth: string | undefined; key: string | string[] | undefined; body: unknown }[] = []
  let server: http.Server
  let url: string
  let status = 200
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        requests.push({ auth: request.headers.authorization, key: request.headers['idempotency-key'], body: JSON.parse(body) })
        response.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the number and text with the token, and the message id as its idempotency key', async () => {
    await smsGatewayDriver({ url, token: 'gateway-secret' }).send(
      {
        channel: 'sms',
        to: '+85291234567',
        subject: null,
        body: 'Code 123456',
      },
      'job-2',
    )
    expect(requests).toEqual([
      { auth: 'Bearer gateway-secret', key: 'job-2', body: { to: '+85291234567', message: 'Code 123456' } },
    ])
  })

  it('fails when the gateway refuses', async () => {
    status = 503
    await expect(
      smsGatewayDriver({ url, token: undefined }).send({ channel: 'sms', to: '+85291234567', subject: null, body: 'x' }, 'job-3'),
    ).rejects.toThrow('503')
  })
})
