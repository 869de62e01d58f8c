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

/** Whether any field of a form holds a problem (from its rules or from the server). */
export const hasFieldErrors = (fieldMeta: Record<string, { errors?: readonly unknown[] } | undefined>): boolean =>
  Object.values(fieldMeta).some((meta) => meta?.errors?.some((error) => error !== undefined && error !== null && error !== ''))
