import os from 'node:os'
import path from 'node:path'

/** Port of the portal under test. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4321)
/** The portal under test keeps its PGlite data here; the operator command reaches it through the portal. */
export const e2eDataDir = path.join(os.tmpdir(), `club-portal-e2e-${e2ePort}`)
