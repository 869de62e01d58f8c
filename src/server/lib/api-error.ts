import type { ReturnCodeValue } from '#contract/return-codes'
import type { ServerMessage } from './server-messages.ts'

/**
 * A failure answered in the envelope. Business outcomes (the spec's 6xx and 8xx codes)
 * travel with HTTP 200 and `success: false`, as the spec's client expects; protocol
 * failures carry their HTTP status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly returnCode: ReturnCodeValue,
    readonly text: ServerMessage,
    readonly options: { httpStatus?: number; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(`${returnCode} ${text.key}`)
  }

  get httpStatus(): number {
    return this.options.httpStatus ?? 200
  }
}
