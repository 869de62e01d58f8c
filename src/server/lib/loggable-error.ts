import { errorCode } from './error-code.ts'

/** An error as a log line or a table may keep it. */
export interface LoggableError {
  type: string
  message: string
  code?: string
  stack?: string
  cause?: LoggableError
}

/**
 * The first line of an error's message: what failed. Later lines may quote the data it failed
 * on (a query's parameters), which may hold a code, a link or a token.
 */
export const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? ''

/** An error's kind, first line, code and stack frames (without the message the stack repeats), and its cause the same way. */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: firstLine(error) }
  const code = errorCode(error)
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')
  return {
    type: error.name,
    message: firstLine(error),
    ...(code === undefined ? {} : { code }),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined ? { cause: loggableError(error.cause) } : {}),
  }
}
