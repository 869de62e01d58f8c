import { decodeProblem } from '#contract/messages'
import { problemText, useI18n } from '../i18n/i18n-context.tsx'

/**
 * The first problem of a form field in the page's language: a contract message key is
 * translated; any other text is a server's message (already translated) and shown as it is.
 */
export function useFieldError() {
  const { LL } = useI18n()
  return (errors: readonly unknown[]): string | undefined => {
    const first = errors[0]
    if (first === undefined || first === null) return undefined
    const message = typeof first === 'string' ? first : String((first as { message?: unknown }).message ?? '')
    return decodeProblem(message) ? problemText(LL, message) : message
  }
}
