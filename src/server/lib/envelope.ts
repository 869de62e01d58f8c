import type { Envelope } from '#contract/envelope'
import { ReturnCode } from '#contract/return-codes'

export const ok = <T>(data: T, msg = 'Success'): Envelope<T> => ({
  success: true,
  returnCode: ReturnCode.ok,
  msg,
  data,
})
