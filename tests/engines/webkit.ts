import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import nodePath from 'node:path'
import { EnginePage, type Handle } from './engine-page.ts'
import { actionableScript, findScript, type SerialQuery } from './find-in-page.ts'

const elementKey = 'element-6066-11e4-a52e-4f735466cecf'

/** Debian's MiniBrowser, which WebKitWebDriver starts for each session (WebKitGTK: Safari's engine). */
const miniBrowserPath = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
].find((candidate) => fs.existsSync(candidate))

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** A WebKitWebDriver process of its own, answering on a free port. */
async function startDriverProcess(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort()
  const child = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    const ready = await fetch(`${base}/status`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ready) return { child, base }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill()
      throw new Error('WebKitWebDriver did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * WebKitWebDriver (webkit2gtk-driver): each page is a session, a MiniBrowser of its own, with a
 * driver process of its own. A driver that had held sessions before once left the next one's
 * start unanswered (45 s, one full run in several) and once lost a file input's keys: a page's
 * driver knows no page before it.
 */
export class WebKitDriver {
  private readonly running = new Set<ChildProcess>()

  static async start(): Promise<WebKitDriver> {
    if (!miniBrowserPath) throw new Error('MiniBrowser is missing: install webkit2gtk-driver (npm test does)')
    return new WebKitDriver()
  }

  /**
   * A page in a MiniBrowser of its own. A MiniBrowser that never answers its session's start
   * (one full run in several, on a busy machine) is ended, and one more is started in its place:
   * the flow itself has not begun, and runs once.
   */
  async newPage(viewport = { width: 390, height: 844 }): Promise<WebKitPage> {
    try {
      return await this.openPage(viewport, sessionStartMs)
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error
      return this.openPage(viewport, commandTimeoutMs)
    }
  }

  private async openPage(viewport: { width: number; height: number }, startWithinMs: number): Promise<WebKitPage> {
    const { child, base } = await startDriverProcess()
    this.running.add(child)
    child.once('exit', () => this.running.delete(child))
    try {
      const answer = await command<{ sessionId: string }>(
        base,
        'POST',
        '/session',
        {
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
        },
        startWithinMs,
      )
      const page = new WebKitPage(`${base}/session/${answer.sessionId}`, child)
      // A script that finds no answer soon (the first one after a navigation may wait on the page) is asked again.
      await command(page.session, 'POST', '/timeouts', { script: 5_000, pageLoad: 30_000, implicit: 0 })
      await command(page.session, 'POST', '/window/rect', viewport).catch(() => undefined)
      return page
    } catch (error) {
      child.kill()
      throw error
    }
  }

  stop(): void {
    for (const child of this.running) child.kill()
  }
}

/** Longer than any wait a command holds by itself (a script's 5 s, a page load's 30 s). */
const commandTimeoutMs = 45_000
/** A session's start: a few seconds even on a busy machine; the stuck ones never answered in 45 s. */
const sessionStartMs = 20_000

/** A command the driver did not answer in time. */
class NoAnswer extends Error {}

/**
 * One command, on a connection of its own: the driver closes a kept-alive connection when it
 * likes, and a command sent on one it had just closed failed ("fetch failed") on a busy machine.
 */
async function command<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  answerWithinMs = commandTimeoutMs,
): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method, agent: false, headers: payload === undefined ? {} : { 'content-type': 'application/json' } },
      (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (text += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }))
        answer.on('error', reject)
      },
    )
    request.on('error', reject)
    // A command the driver never answers fails, naming itself, instead of holding the flow.
    request.setTimeout(answerWithinMs, () =>
      request.destroy(new NoAnswer(`WebKitWebDriver ${method} ${path}: no answer in ${answerWithinMs / 1000} s`)),
    )
    request.end(payload)
  })
  const json = JSON.parse(text) as { value: T & { error?: string; message?: string } }
  if (status >= 400) throw new Error(`WebKitWebDriver ${method} ${path}: ${json.value.error} ${json.value.message ?? ''}`)
  return json.value
}

export class WebKitPage extends EnginePage {
  readonly engine = 'webkit'

  constructor(
    readonly session: string,
    private readonly driver: ChildProcess,
  ) {
    super()
  }

  async goto(url: string) {
    await this.navigated(() => command(this.session, 'POST', '/url', { url }), `opening ${new URL(url).pathname}`)
  }

  async reload() {
    await this.navigated(() => command(this.session, 'POST', '/refresh', {}), 'reloading')
  }

  async back() {
    await this.navigated(() => command(this.session, 'POST', '/back', {}), 'going back')
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
    this.driver.kill()
  }

  protected async findHandle(query: SerialQuery, toAct: boolean) {
    return command<Handle | null>(this.session, 'POST', '/execute/sync', {
      script: `${findScript}\n${actionableScript}\nreturn ${toAct ? 'actionable' : 'find'}(arguments[0])`,
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

  /**
   * The file is given to the input as the driver's own choice would give it (its files, then
   * input and change), from the page: after some flows in the same driver (the registration's)
   * WebKitWebDriver's Element Send Keys answered success and the input never had the file.
   */
  protected async chooseFile(handle: Handle, path: string) {
    await this.evaluate(
      `(input, name, bytes) => {
        const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))
        const type = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'image/jpeg'
        const files = new DataTransfer()
        files.items.add(new File([data], name, { type }))
        input.files = files.files
        input.dispatchEvent(new Event('input', { bubbles: true }))
        input.dispatchEvent(new Event('change', { bubbles: true }))
      }`,
      handle,
      nodePath.basename(path),
      fs.readFileSync(path).toString('base64'),
    )
  }
}
