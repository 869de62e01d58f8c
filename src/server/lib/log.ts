import type { FastifyBaseLogger } from 'fastify'

/** The log a service writes to: the request's inside a call, the portal's in a job, the console in an operator command. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
