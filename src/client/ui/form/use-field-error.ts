import { problemText, useI18n } from '#client/i18n/i18n-context.tsx'
import { fieldMessage } from './field-message.ts'
import { useFieldContext } from './form-context.ts'

/**
 * The message of the field in context, in the page's language; undefined while the field is
 * fine. A field speaks once the member has touched it or a submit has gone over it (a submit
 * touches every field shown): one that appears after a refused submit, as an answer opens more
 * of the form, waits until the member has been there or presses submit again.
 */
export function useFieldError(): string | undefined {
  const { LL } = useI18n()
  const field = useFieldContext<unknown>()
  const { isTouched, errorMap, errors } = field.state.meta
  if (!isTouched && errorMap.onServer === undefined) return undefined
  return fieldMessage(errors, (problem) => problemText(LL, problem))
}
