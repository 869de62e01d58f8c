/** The fields whose value a transition changed. */
export const changedFields = <T extends object>(current: T, next: T): (keyof T & string)[] =>
  (Object.keys(next) as (keyof T & string)[]).filter((field) => !Object.is(current[field], next[field]))

interface ValuesApi<T> {
  readonly state: { values: T }
  setFieldValue: (field: never, value: never, options: { dontRunListeners: boolean }) => void
}

/**
 * Writes what a transition changed (a country that clears the area, an estate that fills in
 * its street) into a form or a field group. Their own change listeners stay quiet: one
 * transition never sets off another.
 */
export function setChangedValues<T extends object>(api: ValuesApi<T>, next: T): void {
  for (const field of changedFields(api.state.values, next)) {
    api.setFieldValue(field as never, next[field] as never, { dontRunListeners: true })
  }
}
