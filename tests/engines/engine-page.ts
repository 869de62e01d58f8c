import { describeQuery, findScript, serialQuery, type Query, type SerialQuery } from './find-in-page.ts'

/** The browser engines a member may use beside Chromium (which Playwright drives). */
export type EngineName = 'webkit' | 'firefox'

/** How long a navigation may take to read its new document. */
const navigationTimeoutMs = 30_000

/** One element as the engine's driver holds it. */
export type Handle = unknown

/**
 * A page in WebKit or Firefox as a person uses it: open, find by role and name, press, type,
 * choose a file. Each wait polls for what a person would see, up to its time limit; no sleeps.
 */
export abstract class EnginePage {
  abstract readonly engine: EngineName
  /** What the flow was doing last: said when it fails, or runs out of its time. */
  lastStep = 'opening a page'
  private stopped = false
  /** Opens `url` and returns once its document has been read (scripts may still be loading). */
  abstract goto(url: string): Promise<void>
  abstract reload(): Promise<void>
  abstract back(): Promise<void>
  abstract url(): Promise<string>
  /** Runs `source`, a JavaScript function's text, in the page with `args`; answers its result. */
  abstract evaluate<T>(source: string, ...args: unknown[]): Promise<T>
  abstract screenshot(path: string): Promise<void>
  abstract close(): Promise<void>
  /** The first visible element `query` finds (find-in-page.ts), or null; with `toAct`, only once it holds still (`actionableScript`). */
  protected abstract findHandle(query: SerialQuery, toAct: boolean): Promise<Handle | null>
  protected abstract clickHandle(handle: Handle): Promise<void>
  protected abstract typeInto(handle: Handle, text: string): Promise<void>
  protected abstract chooseFile(handle: Handle, path: string): Promise<void>

  /**
   * Runs `navigate` and waits until another document than the one it left has been read: the
   * one left is marked with a mark of this navigation only (a page back from the back/forward
   * cache carries an older one), and a script may fail while the documents change.
   */
  protected async navigated(navigate: () => Promise<unknown>, step: string) {
    this.lastStep = step
    const mark = `${Date.now()}-${Math.random()}`
    await this.evaluate('(mark) => { window.engineNavigation = mark }', mark).catch(() => undefined)
    await navigate()
    const deadline = Date.now() + navigationTimeoutMs
    while (
      !(await this.evaluate<boolean>(
        `(mark) => window.engineNavigation !== mark && location.href !== 'about:blank' && document.readyState !== 'loading'`,
        mark,
      ).catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: no new document read in ${navigationTimeoutMs} ms`)
      await this.nextCheck()
    }
  }

  async find(query: Query): Promise<Handle | null> {
    return this.findHandle(serialQuery(query), false)
  }

  /** Waits until `query` finds a visible element (with `toAct`, one that holds still, to act on); answers it. */
  async waitFor(query: Query, timeoutMs = 30_000, toAct = false): Promise<Handle> {
    this.lastStep = `waiting for ${describeQuery(query)}`
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = await this.findHandle(serialQuery(query), toAct).catch(() => null)
      if (found) return found
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: not found in ${timeoutMs} ms: ${describeQuery(query)} (at ${await this.url().catch(() => '?')})`,
        )
      await this.nextCheck()
    }
  }

  /** Waits until nothing visible matches `query`. */
  async waitForGone(query: Query, timeoutMs = 30_000): Promise<void> {
    this.lastStep = `waiting for ${describeQuery(query)} to go`
    const deadline = Date.now() + timeoutMs
    while (await this.find(query).catch(() => 'unreadable')) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: still there after ${timeoutMs} ms: ${describeQuery(query)}`)
      await this.nextCheck()
    }
  }

  /** Waits until `check` (a function's text, run in the page) answers true. */
  async waitUntil(source: string, timeoutMs = 30_000, ...args: unknown[]): Promise<void> {
    this.lastStep = `waiting until ${source.slice(0, 80)}`
    const deadline = Date.now() + timeoutMs
    while (!(await this.evaluate<boolean>(source, ...args).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: never true in ${timeoutMs} ms: ${source}`)
      await this.nextCheck()
    }
  }

  async click(query: Query, timeoutMs?: number): Promise<void> {
    const handle = await this.waitFor({ ...query, enabled: true }, timeoutMs, true)
    this.lastStep = `pressing ${describeQuery(query)}`
    await this.clickHandle(handle)
  }

  async fill(query: Query, text: string): Promise<void> {
    const handle = await this.waitFor({ ...query, enabled: true }, undefined, true)
    this.lastStep = `typing into ${describeQuery(query)}`
    await this.typeInto(handle, text)
  }

  /** Chooses a file for the file input that `query` finds (the input itself, which may be visually hidden). */
  async upload(query: Query, path: string): Promise<void> {
    const handle = await this.waitFor({ ...query, enabled: true }, undefined, true)
    this.lastStep = `choosing a file in ${describeQuery(query)}`
    await this.chooseFile(handle, path)
  }

  /** Chooses the option shown as `label` (or of that value) in the select that `query` finds, as a person picking it would. */
  async select(query: Query, label: string, timeoutMs = 30_000): Promise<void> {
    this.lastStep = `choosing ${label} in ${describeQuery(query)}`
    const deadline = Date.now() + timeoutMs
    // The options may come a moment after the select (a reference list the page asks for).
    while (
      !(await this.evaluate<boolean>(
        `(query, label) => {
          ${findScript}
          const select = find(query)
          const option = select && [...select.options].find((each) => each.label === label || each.value === label)
          if (!option) return false
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, option.value)
          select.dispatchEvent(new Event('change', { bubbles: true }))
          return true
        }`,
        serialQuery({ ...query, enabled: true }),
        label,
      ).catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: no option ${label} in ${describeQuery(query)}`)
      await this.nextCheck()
    }
  }

  /** The path and query of the page's address. */
  async path(): Promise<string> {
    const url = new URL(await this.url())
    return url.pathname + url.search
  }

  /** Ends the flow's waits: its test ran out of time (the page is closed next). */
  stop(): void {
    this.stopped = true
  }

  /**
   * A short pause between two looks at the page. Looking again at once kept the drivers busy
   * (Firefox's BiDi runs in its parent process) with the time the pages needed: the two engines
   * took 66 s that way, 57 s with this pause.
   */
  private nextCheck(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error(`${this.engine}: stopped while ${this.lastStep}`))
    return new Promise((resolve) => setTimeout(resolve, 50))
  }
}
