/** The fields whose value a transition changed. */
export const changedFields = <T extends object>(current: T, next: T): (keyof T & string)[] =>
  (Object.keys(next) as (keyof T & string)[]).filter((field) => !Object.is(current[field], next[field]))

/**
 * How a transition writes a field: not as the member's touch (a field it empties does not turn
 * red before the member has been there), and with no listener or rule of its own; the rules run
 * once the whole transition is written.
 */
export const quietWrite = { dontRunListeners: true, dontUpdateMeta: true, dontValidate: true } as const

interface RulesApi {
  validate: (cause: 'change') => unknown
}

interface ValuesApi<T> {
  readonly state: { values: T }
  setFieldValue: (field: never, value: never, options: typeof quietWrite) => void
}

/**
 * Writes what a transition changed (a country that clears the area, an estate that fills in
 * its street) into a form, or a field group (whose rules are its form's). One transition never
 * sets off another, and the form's rules run once on the result.
 */
export function setChangedValues<T extends object>(api: ValuesApi<T> & ({ form: RulesApi } | RulesApi), next: T): void {
  const fields = changedFields(api.state.values, next)
  for (const field of fields) api.setFieldValue(field as never, next[field] as never, quietWrite)
  if (fields.length > 0) ('form' in api ? api.form : api).validate('change')
}
