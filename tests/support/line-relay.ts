import net from 'node:net'

/**
 * What the line between a browser and the portal does: `pass` carries every byte; `refuse`
 * refuses connections (nothing listens: the browser hears at once, as with no route or a server
 * that is down) and ends the open ones; `hold` accepts connections and carries nothing either
 * way (lie-fi: a captive portal, one bar of signal), for the open ones too.
 */
type LineMode = 'pass' | 'refuse' | 'hold'

interface Link {
  client: net.Socket
  upstream: net.Socket | undefined
  /** What the client sent while the line held, delivered when it passes again (as TCP would, late). */
  waiting: Buffer[]
  /** What the portal answered while the line held. */
  answers: Buffer[]
}

export interface LineRelay {
  /** The relay's own origin (http://127.0.0.1:port): a browser pointed at it reaches the portal through the line. */
  origin: string
  port: number
  /** Sets the line from now on. From `hold` back to `pass`, what was held goes on, late. */
  set(mode: LineMode): Promise<void>
  close(): Promise<void>
}

/**
 * A TCP relay in front of the portal for one test's browser, on a port of its own (so an origin,
 * and a storage, of its own): the test sets the line to pass, refuse or hold. Browsers without an
 * offline switch of their own (WebKit's and Firefox's drivers) go offline through it, and every
 * browser meets lie-fi through it, the service worker's requests included.
 */
export async function lineRelay(target: { port: number; host?: string }): Promise<LineRelay> {
  let mode: LineMode = 'pass'
  const links = new Set<Link>()
  const end = (link: Link) => {
    links.delete(link)
    link.client.destroy()
    link.upstream?.destroy()
  }
  const connect = (link: Link) => {
    const upstream = net.connect(target.port, target.host ?? '127.0.0.1')
    link.upstream = upstream
    upstream.on('data', (chunk) => (mode === 'pass' ? link.client.write(chunk) : link.answers.push(chunk)))
    upstream.on('close', () => end(link)).on('error', () => end(link))
    for (const chunk of link.waiting.splice(0)) upstream.write(chunk)
  }
  const accept = (client: net.Socket) => {
    const link: Link = { client, upstream: undefined, waiting: [], answers: [] }
    links.add(link)
    client.on('close', () => end(link)).on('error', () => end(link))
    client.on('data', (chunk) => (mode === 'pass' && link.upstream ? link.upstream.write(chunk) : link.waiting.push(chunk)))
    if (mode === 'pass') connect(link)
  }
  let server: net.Server | undefined
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer(accept)
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        server = next
        resolve((next.address() as net.AddressInfo).port)
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server
      server = undefined
      if (!current) return resolve()
      current.close(() => resolve())
    })
  const port = await listen(0)
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    async set(next) {
      if (next === mode) return
      const before = mode
      mode = next
      if (next === 'refuse') {
        for (const link of [...links]) end(link)
        await stopListening()
        return
      }
      if (before === 'refuse') await listen(port)
      if (next !== 'pass') return
      for (const link of links) {
        if (!link.upstream) connect(link)
        else for (const chunk of link.waiting.splice(0)) link.upstream.write(chunk)
        for (const chunk of link.answers.splice(0)) link.client.write(chunk)
      }
    },
    async close() {
      for (const link of [...links]) end(link)
      await stopListening()
    },
  }
}
