import net from 'node:net'

interface Link {
  client: net.Socket
  server: net.Socket
  /** Everything the client sent, as text: tells a listening connection (LISTEN) from the others. */
  sent: string
  frozen: boolean
}

/**
 * A TCP proxy in front of PostgreSQL for one node, so that a test can drop or freeze that
 * node's connections as a network would: drop ends them, freeze stops every byte both ways
 * without a word (a network that stops answering).
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const links = new Set<Link>()
  let allFrozen = false
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    const link: Link = { client, server: upstream, sent: '', frozen: allFrozen }
    links.add(link)
    client.on('data', (chunk) => {
      link.sent += chunk.toString('latin1')
      if (!link.frozen) upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (!link.frozen) client.write(chunk)
    })
    const end = () => {
      links.delete(link)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const listening = () => [...links].filter((link) => link.sent.includes('LISTEN'))
  return {
    port,
    /** Ends the connections that LISTEN, as a terminated backend or a reset would. */
    dropListeners(): number {
      const found = listening()
      for (const link of found) link.client.destroy()
      return found.length
    },
    /** Stops passing anything on the connections that LISTEN. */
    freezeListeners(): number {
      const found = listening().filter((link) => !link.frozen)
      for (const link of found) link.frozen = true
      return found.length
    },
    /** Stops passing anything on every connection, those opened later too: the node is cut off, as if gone. */
    freezeAll(): void {
      allFrozen = true
      for (const link of links) link.frozen = true
    },
    /** Back from a freeze: the frozen connections end (what they missed is lost), new ones pass. */
    thawAll(): void {
      allFrozen = false
      for (const link of [...links].filter((each) => each.frozen)) link.client.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of links) link.client.destroy()
        server.close(() => resolve())
      }),
  }
}
