import { problemText, useI18n } from '../i18n/i18n-context.tsx'

/** The first problem of a form field (a contract message key), in the page's language. */
export function useFieldError() {
  const { LL } = useI18n()
  return (errors: readonly unknown[]): string | undefined => {
    const first = errors[0]
    if (first === undefined || first === null) return undefined
    return problemText(LL, typeof first === 'string' ? first : String((first as { message?: unknown }).message ?? ''))
  }
}
