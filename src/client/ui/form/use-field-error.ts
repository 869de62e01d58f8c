import { problemText, useI18n } from '#client/i18n/i18n-context.tsx'
import { fieldMessage } from './field-message.ts'
import { useFieldContext } from './form-context.ts'

/** The message of the field in context, in the page's language; undefined while the field is fine. */
export function useFieldError(): string | undefined {
  const { LL } = useI18n()
  const field = useFieldContext<unknown>()
  return fieldMessage(field.state.meta.errors, (problem) => problemText(LL, problem))
}
