import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { serveNodeOptions } from './serve-options.ts'

export interface PortalProcess {
  /** Waits until the portal answers an API call on its port. */
  ready(): Promise<void>
  /** Stops it at once, as a power cut or an out-of-memory kill would: no shutdown runs. */
  kill(): Promise<void>
  /** Starts it again on the same data folder, as a supervisor would after a crash. */
  restart(): Promise<void>
  /** Stops it the orderly way (its database closed), so its data folder can be read; answers its exit code. */
  stop(): Promise<number | null>
}

const readyTimeoutMs = 60_000

/**
 * The production server (of `checkout`, on its built client) as a process
 * of its own on embedded PGlite in `dataDir`, so that it can be killed and started again.
 */
export async function startPortalProcess(options: {
  checkout: string
  port: number
  dataDir: string
  publicUrl: string
  /** Settings of this portal beside those every one here has. */
  env?: Record<string, string>
  /**
   * Runs the build (`dist/server/main.js`, as `npm run serve` does) instead of the source through
   * tsx: the browser tests run against the build, and it starts without compiling (on a busy
   * machine tsx's start alone took most of a minute).
   */
  fromBuild?: boolean
}): Promise<PortalProcess> {
  const env = {
    ...process.env,
    ...options.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.publicUrl,
    LOG_LEVEL: 'error',
    // Its members come through a line or a browser on this machine, each from an address of its own.
    TRUST_PROXY: '127.0.0.1,::1',
  }
  let child: ChildProcess | undefined
  const spawnPortal = () => {
    const entry = options.fromBuild ? [...serveNodeOptions(), 'dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts']
    child = spawn(process.execPath, entry, {
      cwd: options.checkout,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const exited = async () => {
    if (child && child.exitCode === null && child.signalCode === null) await once(child, 'exit')
  }
  const probe = `http://127.0.0.1:${options.port}/api/getDropDownList?dropDownType=LANGUAGE`
  const ready = async () => {
    const deadline = Date.now() + readyTimeoutMs
    for (;;) {
      if (child?.exitCode !== null) throw new Error(`the portal stopped as it started (exit ${child?.exitCode})`)
      const answered = await fetch(probe).then(
        (response) => response.ok,
        () => false,
      )
      if (answered) return
      if (Date.now() > deadline) throw new Error(`the portal did not answer within ${readyTimeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  spawnPortal()
  // One that never became ready is not left running.
  await ready().catch(async (error: unknown) => {
    child?.kill('SIGKILL')
    await exited()
    throw error
  })
  return {
    ready,
    async kill() {
      child?.kill('SIGKILL')
      await exited()
    },
    async restart() {
      spawnPortal()
      await ready()
    },
    async stop() {
      child?.kill('SIGTERM')
      await exited()
      return child?.exitCode ?? null
    },
  }
}
