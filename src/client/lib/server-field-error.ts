import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'

/**
 * A field problem the server found (a code that did not match, an e-mail in use): shown under
 * the field like a rule's message, and gone as soon as the member changes the field.
 */
export function setServerFieldError(formApi: AnyFormApi, field: string, message: string): void {
  formApi.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
}

/** A form listener's onChange: the changed field's server problem no longer holds. */
export function clearServerFieldError({ fieldApi }: { fieldApi: AnyFieldApi }): void {
  if (fieldApi.state.meta.errorMap.onServer === undefined) return
  fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}
