import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app.ts'

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })

/** Milliseconds until the server closes the socket (or the limit passes: Infinity). */
const closedWithin = (socket: net.Socket, limitMs: number) =>
  new Promise<number>((resolve) => {
    const started = performance.now()
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(Infinity)
    }, limitMs)
    socket.on('error', () => {})
    // A client that does not read never sees the end of a connection that came with an answer
    // (a 408): its unread bytes hold back 'end', and so 'close'.
    socket.resume()
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(performance.now() - started)
    })
  })

/**
 * The server's timeouts are 1 s here; without them a connection stays open for minutes. The
 * limit leaves room for a test process that gets no CPU for a few seconds on a busy machine
 * (the server and this client share one event loop), which is not what is measured.
 */
const closeLimitMs = 10_000

describe('slow and hoarding clients', () => {
  let test: TestApp
  let port: number
  beforeAll(async () => {
    // The idle timeout is long here, so that each case shows the request and header timeouts
    // doing their part on their own.
    test = await startTestApp('pglite', {
      env: { REQUEST_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '60', CONNECTIONS_PER_ADDRESS: '3' },
    })
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    port = (test.app.server.address() as AddressInfo).port
  })
  afterAll(() => test.close())

  it('answers ordinary requests', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/getDropDownList?dropDownType=SALUTATION`)
    expect(response.status).toBe(200)
  })

  it('closes a request that stops sending its body', async () => {
    const socket = await connect(port)
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"countryCode"',
    )
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    expect(await closedWithin(socket, closeLimitMs)).toBeLessThan(closeLimitMs)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('closes a request that sends its headers a byte at a time', async () => {
    const socket = await connect(port)
    const drip = setInterval(() => socket.writable && socket.write('X'), 200)
    socket.write('GET /api/getDropDownList?dropDownType=SALUTATION HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    const closedAfter = await closedWithin(socket, closeLimitMs)
    clearInterval(drip)
    expect(closedAfter).toBeLessThan(closeLimitMs)
  })

  it('closes a request that sends its body a byte at a time', async () => {
    const socket = await connect(port)
    socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n')
    const drip = setInterval(() => socket.writable && socket.write(' '), 200)
    const closedAfter = await closedWithin(socket, closeLimitMs)
    clearInterval(drip)
    expect(closedAfter).toBeLessThan(closeLimitMs)
  })

  it('limits the connections one address holds open', async () => {
    const held = await Promise.all([connect(port), connect(port), connect(port)])
    const extra = await connect(port)
    expect(await closedWithin(extra, closeLimitMs)).toBeLessThan(closeLimitMs)
    held[0]!.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const again = await connect(port)
    expect(await closedWithin(again, 500)).toBe(Infinity)
    for (const socket of held) socket.destroy()
  })
})
