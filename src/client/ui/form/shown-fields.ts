import { getBy, setBy, type AnyFieldApi, type AnyFormApi } from '@tanstack/react-form'

/** The fields each form has shown, by name: those no longer on screen are found among them. */
const shownFields = new WeakMap<AnyFormApi, Set<string>>()

/** A kit field is on screen: from now on, leaving the screen takes its value out of what the form sends. */
export function markShown(field: AnyFieldApi): void {
  let names = shownFields.get(field.form)
  if (!names) shownFields.set(field.form, (names = new Set()))
  names.add(field.name)
}

/** What a field the form no longer shows sends: nothing, in the shape its value has. */
const emptyLike = (value: unknown): unknown =>
  typeof value === 'string' ? '' : typeof value === 'boolean' ? false : Array.isArray(value) ? [] : null

/**
 * The values a submit sends: a field once shown and now hidden (the 'other estate' text after a
 * listed estate is picked) sends an empty value, not what was typed or copied into it before. The
 * form keeps what it holds, so the field shows it again if it comes back.
 */
export function withoutHiddenValues<Values>(form: AnyFormApi, values: Values): Values {
  let sent: unknown = values
  for (const name of shownFields.get(form) ?? []) {
    if (form.fieldInfo[name]?.instance) continue
    sent = setBy(sent, name, emptyLike(getBy(sent, name)))
  }
  return sent as Values
}
