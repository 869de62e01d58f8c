// @ts-check
/**
 * Makes the embedded database in a new folder and migrates it, as a process of its own that
 * then ends: creating a cluster and running every migration from nothing leaves some 70 MB that
 * the C allocator keeps once freed, which only the end of a process gives back. The portal then
 * opens the folder as it would after a restart. Plain JavaScript, like pglite-worker.js, so that
 * it runs the same beside the source and beside the build.
 */
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

const [dataDir, migrationsFolder] = process.argv.slice(2)
if (!dataDir || !migrationsFolder) throw new Error('usage: pglite-create.js <data folder> <migrations folder>')
const db = await PGlite.create({ dataDir })
await migrate(drizzle({ client: db }), { migrationsFolder })
await db.close()
