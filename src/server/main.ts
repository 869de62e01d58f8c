import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { DataDirInUseError } from './lib/data-dir-lock.ts'
import { StorageUnavailable } from './storage/file-store.ts'

async function start() {
  const config = loadConfig(process.env)
  // The database starts on its own thread while this one loads the rest of the server (its routes'
  // modules take about a second to load): a restart answers sooner than when one waited for the other.
  const opening = openDatabase(config)
  // Its failure is reported once awaited below, not as an unhandled rejection meanwhile.
  opening.catch(() => {})
  const [{ buildApp }, { startOpsSocket }] = await Promise.all([import('./app.ts'), import('./ops/ops-socket.ts')])
  const database = await opening
  const app = await buildApp({ config, database })
  // Operator commands can reach the portal as soon as it answers on its port.
  const stopOps = database.kind === 'pglite' ? await startOpsSocket(app.ctx, config.dataDir) : async () => {}
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `Sino Club portal on ${config.publicUrl} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})` +
      (app.ctx.notifier.holdsMessages && !config.production ? ` · outbox at ${config.publicUrl}/dev/outbox` : ''),
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal}: shutting down`)
    // New connections are refused and requests under way finish, none past the request
    // timeout; a stop that takes longer than that ends the process anyway.
    setTimeout(() => {
      app.log.error('shutdown outlasted the request timeout: exiting')
      process.exit(1)
    }, config.connections.requestTimeoutMs + 5_000).unref()
    await stopOps()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof StorageUnavailable) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
