import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'
import { ApiError } from '#client/api/http-client.ts'
import { toast } from '../toast.tsx'
import { fieldProblems } from './field-problems.ts'

/**
 * A field problem the server found (a code that did not match, an e-mail in use): shown under
 * the field like a rule's message, until the member changes the field.
 */
export function setServerFieldError(form: AnyFormApi, field: string, message: string): void {
  form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
}

/**
 * Takes a field's server problem away: a refusal that names several fields at once ("mobile
 * number or password"), said under one of them, no longer holds once any of them changes.
 */
export function clearServerError(form: AnyFormApi, field: string): void {
  if (form.getFieldMeta(field)?.errorMap.onServer === undefined) return
  form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

/** A form listener's onChange: the changed field's server problem no longer holds. */
export function clearServerFieldError({ fieldApi }: { fieldApi: AnyFieldApi }): void {
  if (fieldApi.state.meta.errorMap.onServer === undefined) return
  fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

/**
 * A refused payload's problems, each under its field when the form shows that field (`fieldOf`
 * names the form field of a payload field where they differ); the first problem no field shows
 * becomes a toast. Answers whether the failure was such a refusal, and so has been told.
 */
export function showFieldProblems(form: AnyFormApi, failure: unknown, fieldOf: Record<string, string> = {}): boolean {
  const problems = failure instanceof ApiError ? fieldProblems(failure.envelope) : undefined
  if (!problems) return false
  const unshown = problems.filter((problem) => {
    const field = fieldOf[problem.field] ?? problem.field
    if (!form.fieldInfo[field]?.instance) return true
    setServerFieldError(form, field, problem.message)
    return false
  })
  if (unshown[0]) toast.error(unshown[0].message)
  return true
}
