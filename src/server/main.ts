import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { DataDirInUseError } from './lib/data-dir-lock.ts'
import { startOpsSocket } from './ops/ops-socket.ts'
import { StorageUnavailable } from './storage/file-store.ts'

async function start() {
  const config = loadConfig(process.env)
  const database = await openDatabase(config)
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
