import fs from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import { EnginePage, type Handle } from './engine-page.ts'
import { actionableScript, findScript, type SerialQuery } from './find-in-page.ts'

/** Debian's Firefox ESR, driven over WebDriver BiDi (puppeteer-core). */
const firefoxPath =
  process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((candidate) => fs.existsSync(candidate))

/** One Firefox per test file; each page is a browser context of its own (its own storage). */
export class FirefoxDriver {
  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<FirefoxDriver> {
    if (!firefoxPath) throw new Error('Firefox is missing: install firefox-esr (npm test does)')
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true })
    return new FirefoxDriver(browser)
  }

  async newPage(viewport = { width: 390, height: 844 }): Promise<FirefoxPage> {
    const context = await this.browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport(viewport)
    return new FirefoxPage(page, () => context.close())
  }

  async stop(): Promise<void> {
    await this.browser.close()
  }
}

export class FirefoxPage extends EnginePage {
  readonly engine = 'firefox'

  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {
    super()
  }

  // Navigations are started from the page and waited for by the document's own mark: puppeteer's
  // wait for a lifecycle event lost a reload that followed a history move made by the page.
  async goto(url: string) {
    await this.navigated(
      () => this.evaluate('(url) => { location.assign(url) }', url).catch(() => undefined),
      `opening ${new URL(url).pathname}`,
    )
  }

  async reload() {
    await this.navigated(() => this.evaluate('() => { location.reload() }').catch(() => undefined), 'reloading')
  }

  async back() {
    await this.navigated(() => this.evaluate('() => { history.back() }').catch(() => undefined), 'going back')
  }

  async url() {
    return this.page.url()
  }

  evaluate<T>(source: string, ...args: unknown[]) {
    return this.page.evaluate(`(${source})(...${JSON.stringify(args)})`) as Promise<T>
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` })
  }

  async close() {
    await this.closeContext().catch(() => undefined)
  }

  protected async findHandle(query: SerialQuery, toAct: boolean) {
    const handle = await this.page.evaluateHandle(
      `${findScript}\n${actionableScript}\n${toAct ? 'actionable' : 'find'}(${JSON.stringify(query)})`,
    )
    return handle.asElement()
  }

  protected async clickHandle(handle: Handle) {
    await (handle as ElementHandle).click()
  }

  protected async typeInto(handle: Handle, text: string) {
    const element = handle as ElementHandle<HTMLInputElement>
    // Three presses select what the field holds, so the typing replaces it.
    await element.click({ count: 3 })
    await element.type(text)
  }

  protected async chooseFile(handle: Handle, path: string) {
    await (handle as ElementHandle<HTMLInputElement>).uploadFile(path)
  }
}
