// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider, loadLang } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { setChangedValues } from '#client/ui/form/changed-values.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

interface Values {
  name: string
  staffNumber: string
  company: string
}

/** A form that opens more of itself on an answer (as the upgrade form does for staff), every field required. */
function GrowingForm() {
  const [more, setMore] = useState(false)
  const form = useAppForm({
    defaultValues: { name: '', staffNumber: '', company: '' } as Values,
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          name: value.name === '' ? { key: 'registerError.firstName-required' } : undefined,
          staffNumber: value.staffNumber === '' ? { key: 'registerError.surname-required' } : undefined,
          company: value.company === '' ? { key: 'registerError.email-required' } : undefined,
        }),
    },
    onSubmit: () => undefined,
  })
  return (
    <I18nProvider lang="en" texts="base">
      <form.AppForm>
        <form.Form>
          <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
          <button
            type="button"
            onClick={() => {
              setMore(true)
              // A transition that fills a field and one that empties it again: neither is the member's touch.
              setChangedValues(form, { ...form.state.values, company: 'Sino Land' })
              setChangedValues(form, { ...form.state.values, company: '' })
            }}
          >
            Show more
          </button>
          {more ? (
            <>
              <form.AppField name="staffNumber">{(field) => <field.TextField label="Staff number" />}</form.AppField>
              <form.AppField name="company">{(field) => <field.TextField label="Company" />}</form.AppField>
            </>
          ) : null}
          <form.SubmitButton>Save</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </I18nProvider>
  )
}

let root: Root | undefined
const render = async () => {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(<GrowingForm />))
}
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!
const press = (name: string) => act(async () => button(name).click())
const input = (label: string) =>
  document.getElementById(
    [...document.querySelectorAll('label')].find((element) => element.textContent?.trim() === label)!.htmlFor,
  ) as HTMLInputElement
/** Types into a field as a person does: React hears the input event. */
const type = (label: string, text: string) =>
  act(async () => {
    const element = input(label)
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, text)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
const blur = (label: string) => act(async () => input(label).dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
const invalid = (label: string) => input(label).getAttribute('aria-invalid') === 'true'
const shownErrors = () => [...document.querySelectorAll('form p[id$="-error"]')].map((element) => element.textContent)

beforeAll(async () => {
  await loadLang('en')
})

afterEach(async () => {
  await act(async () => root?.unmount())
  document.body.replaceChildren()
})

describe('errors after a refused submit', () => {
  it('are shown for the fields the submit went over, not for fields that appear afterwards', async () => {
    await render()
    await press('Save')
    expect(invalid('Name')).toBe(true)

    await press('Show more')
    expect(invalid('Staff number')).toBe(false)
    expect(invalid('Company')).toBe(false)
    expect(shownErrors()).toHaveLength(1)
  })

  it('are shown for an appeared field once the member has been there', async () => {
    await render()
    await press('Save')
    await press('Show more')

    await type('Staff number', 'S1')
    await type('Staff number', '')
    expect(invalid('Staff number')).toBe(true)
    await blur('Company')
    expect(invalid('Company')).toBe(true)

    await type('Name', 'Tai Man')
    expect(invalid('Name')).toBe(false)
  })

  it('are all shown on the next submit', async () => {
    await render()
    await press('Save')
    await press('Show more')
    await press('Save')
    expect(invalid('Staff number')).toBe(true)
    expect(invalid('Company')).toBe(true)
    expect(shownErrors()).toHaveLength(3)
  })
})
