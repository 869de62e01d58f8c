import net from 'node:net'
import type { SeededRandom } from './seeded-random.ts'

export interface BadLine {
  url: string
  /** Connections carrying a long stretch of bytes to the portal now: uploads on their way. */
  uploadsInFlight(): number
  /** Transfers the line cut so far. */
  drops(): number
  /** The line is good from now on: nothing more is cut. */
  mend(): void
  close(): Promise<void>
}

/** A stretch of bytes to the portal this long, with no answer between, is an upload's body. */
const uploadStretchBytes = 256 * 1024

/**
 * A mobile line between the members' browsers and the portal: bytes to the portal go at
 * `bytesPerSecond` per connection, and a long upload is cut partway (a reset, as a line that
 * drops does) with `dropChance`, at a point the seeded source picks. Answers come back at full
 * speed: the documents going up are what the soak is about. When the portal is down, a
 * connection is reset as it opens.
 */
export async function startBadLine(options: {
  port: number
  target: number
  bytesPerSecond: number
  dropChance: number
  random: SeededRandom
}): Promise<BadLine> {
  const open = new Set<{ stretch: number }>()
  const sockets = new Set<net.Socket>()
  let drops = 0
  let mended = false
  const server = net.createServer((browser) => {
    sockets.add(browser)
    browser.once('close', () => sockets.delete(browser))
    const portal = net.connect(options.target, '127.0.0.1')
    const state = { stretch: 0 }
    open.add(state)
    // Where this connection's next upload is cut, if it is: decided as its stretch begins.
    let cutAt: number | undefined
    const cut = () => {
      if (!browser.destroyed) browser.resetAndDestroy()
      if (!portal.destroyed) portal.resetAndDestroy()
    }
    browser.on('error', cut).on('close', () => {
      open.delete(state)
      cut()
    })
    portal.on('error', cut).on('close', cut)
    portal.on('data', (chunk) => {
      state.stretch = 0
      cutAt = undefined
      browser.write(chunk)
    })
    browser.on('data', (chunk) => {
      browser.pause()
      if (state.stretch === 0 && !mended && options.random.chance(options.dropChance)) {
        cutAt = uploadStretchBytes + options.random.int(0, 3 * 1024 * 1024)
      }
      state.stretch += chunk.length
      if (cutAt !== undefined && state.stretch >= cutAt) {
        drops++
        cut()
        return
      }
      setTimeout(
        () => {
          if (portal.destroyed) return
          portal.write(chunk)
          browser.resume()
        },
        (chunk.length / options.bytesPerSecond) * 1000,
      )
    })
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${options.port}`,
    uploadsInFlight: () => [...open].filter((state) => state.stretch >= uploadStretchBytes).length,
    drops: () => drops,
    mend: () => {
      mended = true
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
