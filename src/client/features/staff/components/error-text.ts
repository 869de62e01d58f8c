import type { TranslationFunctions } from '#i18n/i18n-types'
import { ApiError } from '#client/api/http-client.ts'

/** What a refused call says to the reviewer: the server's translated message, else the common error. */
export const errorText = (LL: TranslationFunctions, error: unknown): string =>
  error instanceof ApiError && error.envelope ? error.envelope.msg : LL.common.error()
