import { type } from 'arktype'

/** The process answers. */
export const liveness = type({ status: "'alive'" })

const check = type("'ok' | 'failing'")

/** What a node needs to serve: its database, its file storage, and the database's announcements heard. */
export const readiness = type({ database: check, storage: check, listening: check })
