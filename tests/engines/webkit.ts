import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { EnginePage, type Handle } from './engine-page.ts'
import { findScript, type SerialQuery } from './find-in-page.ts'

const elementKey = 'element-6066-11e4-a52e-4f735466cecf'

/** Debian's MiniBrowser, which WebKitWebDriver starts for each session (WebKitGTK: Safari's engine). */
const miniBrowserPath = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
].find((candidate) => fs.existsSync(candidate))

/** How long a navigation may take to read its document (the driver's page load limit before). */

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** WebKitWebDriver (webkit2gtk-driver), started once per test file; each page is a session, a MiniBrowser of its own. */
export class WebKitDriver {
  private constructor(
    private readonly process: ChildProcess,
    readonly base: string,
  ) {}

  static async start(): Promise<WebKitDriver> {
    if (!miniBrowserPath) throw new Error('MiniBrowser is missing: install webkit2gtk-driver (npm test does)')
    const port = await freePort()
    const child = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' })
    const base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 20_000
    for (;;) {
      const ready = await fetch(`${base}/status`).then(
        (answer) => answer.ok,
        () => false,
      )
      if (ready) return new WebKitDriver(child, base)
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('WebKitWebDriver did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async newPage(viewport = { width: 390, height: 844 }): Promise<WebKitPage> {
    const answer = await command<{ sessionId: string }>(this.base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          // The driver does not wait for a page itself: its own wait (eager or normal) loses the page
          // when a navigation moves it to another web process (the first one from about:blank, a
          // back or a reload at times), and every command after it then waits out the page load
          // time limit. The page's own state says when its document has been read (`navigated`).
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
        },
      },
    })
    const page = new WebKitPage(`${this.base}/session/${answer.sessionId}`)
    // A script that finds no answer soon (the first one after a navigation may wait on the page) is asked again.
    await command(page.session, 'POST', '/timeouts', { script: 5_000, pageLoad: 30_000, implicit: 0 })
    await command(page.session, 'POST', '/window/rect', viewport).catch(() => undefined)
    return page
  }

  stop(): void {
    this.process.kill()
  }
}

async function command<T = unknown>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  })
  const json = (await answer.json()) as { value: T & { error?: string; message?: string } }
  if (!answer.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${json.value.error} ${json.value.message ?? ''}`)
  return json.value
}

export class WebKitPage extends EnginePage {
  readonly engine = 'webkit'

  constructor(readonly session: string) {
    super()
  }

  async goto(url: string) {
    await this.navigated(() => command(this.session, 'POST', '/url', { url }))
  }

  async reload() {
    await this.navigated(() => command(this.session, 'POST', '/refresh', {}))
  }

  async back() {
    await this.navigated(() => command(this.session, 'POST', '/back', {}))
  }

  url() {
    return command<string>(this.session, 'GET', '/url')
  }

  evaluate<T>(source: string, ...args: unknown[]) {
    return command<T>(this.session, 'POST', '/execute/sync', { script: `return (${source}).apply(null, arguments)`, args })
  }

  async screenshot(path: string) {
    fs.writeFileSync(path, Buffer.from(await command<string>(this.session, 'GET', '/screenshot'), 'base64'))
  }

  async close() {
    await command(this.session, 'DELETE', '').catch(() => undefined)
  }

  protected async findHandle(query: SerialQuery) {
    return command<Handle | null>(this.session, 'POST', '/execute/sync', {
      script: `${findScript}\nreturn find(arguments[0])`,
      args: [query],
    })
  }

  private id(handle: Handle): string {
    return (handle as Record<string, string>)[elementKey]!
  }

  protected async clickHandle(handle: Handle) {
    await command(this.session, 'POST', `/element/${this.id(handle)}/click`, {})
  }

  protected async typeInto(handle: Handle, text: string) {
    await command(this.session, 'POST', `/element/${this.id(handle)}/clear`, {})
    await command(this.session, 'POST', `/element/${this.id(handle)}/value`, { text })
  }

  protected async chooseFile(handle: Handle, path: string) {
    await command(this.session, 'POST', `/element/${this.id(handle)}/value`, { text: path })
  }
}
