import { fieldMessage } from './field-message.ts'

/** Elements a member can be taken to: the controls themselves, not a group around them. */
const focusable = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])'

/**
 * The first control in error in the form, in the order the member reads it. A group (radio
 * buttons, date parts) marked in error hands over its first control.
 */
export function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const control = element.matches(focusable) ? element : element.querySelector<HTMLElement>(focusable)
    if (control) return control
  }
  return null
}

/** What a form's state holds against it: errors under its fields, then the form's own. */
interface ProblemSource {
  fieldMeta: Record<string, { errors?: readonly unknown[] } | undefined>
  errors: readonly unknown[]
}

/** The first problem a form holds (from its rules or from the server), as the member reads it. */
export function firstProblem(state: ProblemSource, translate: (problem: string) => string): string | undefined {
  for (const meta of Object.values(state.fieldMeta)) {
    const message = fieldMessage(meta?.errors ?? [], translate)
    if (message) return message
  }
  return fieldMessage(state.errors, translate)
}
