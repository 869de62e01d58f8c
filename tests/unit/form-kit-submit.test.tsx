// @vitest-environment happy-dom
import { act, useState, type ComponentType, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { I18nProvider, loadLang } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { setChangedValues } from '#client/ui/form/changed-values.ts'
import { fieldContext, useFieldContext } from '#client/ui/form/form-context.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { lazyField } from '#client/ui/form/lazy-field.tsx'
import { Toaster } from '#client/ui/toast.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A field's code held back until the test lets it arrive, as a slow network would. */
function heldField() {
  let arrive!: () => void
  const loaded = new Promise<{ default: () => ReactNode }>((resolve) => {
    arrive = () =>
      resolve({
        default: function LateInput() {
          const field = useFieldContext<string>()
          return (
            <input aria-label="Late" value={field.state.value} onChange={(event) => field.handleChange(event.target.value)} />
          )
        },
      })
  })
  return { Field: lazyField(() => loaded, 'default'), arrive: () => act(async () => arrive()) }
}

interface Values {
  name: string
  late: string
}

function KitForm({
  onSubmit,
  LateField,
  lateFromStart = true,
  formProblem,
}: {
  onSubmit: (values: Values) => void
  LateField: ComponentType
  lateFromStart?: boolean
  formProblem?: string
}) {
  const [showLate, setShowLate] = useState(lateFromStart)
  const form = useAppForm({
    defaultValues: { name: 'Tai Man', late: '' } as Values,
    validators: { onDynamic: () => formProblem },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <I18nProvider lang="en" texts="base">
      <form.AppForm>
        <form.Form id="kit-form">
          <button type="button" onClick={() => setShowLate(true)}>
            Show more
          </button>
          {showLate ? (
            <form.Field name="late">
              {(field) => (
                <fieldContext.Provider value={field}>
                  <LateField />
                </fieldContext.Provider>
              )}
            </form.Field>
          ) : null}
          <form.SubmitButton>Save</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {/* A dialog's button, outside the form it sends. */}
      <button type="submit" form="kit-form">
        Confirm
      </button>
      <Toaster />
    </I18nProvider>
  )
}

interface StaffValues {
  name: string
  staffNumber: string
  company: string
}

/** A form that opens more of itself on an answer (as the upgrade form does for staff), every field required. */
function GrowingForm() {
  const [more, setMore] = useState(false)
  const form = useAppForm({
    defaultValues: { name: '', staffNumber: '', company: '' } as StaffValues,
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
const render = async (element: React.ReactNode) => {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(element))
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name) ?? null
const press = (name: string) => act(async () => button(name)!.click())
/** Lets the frame after a refused submit run (the kit focuses or speaks then). */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
const statusText = () => document.querySelector('[role="status"][aria-live]')?.textContent ?? ''
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

describe('a press on a kit form', () => {
  it('never meets a form still growing: a form appears whole, once the fields it shows have loaded', async () => {
    const late = heldField()
    const onSubmit = vi.fn()
    await render(<KitForm onSubmit={onSubmit} LateField={late.Field} />)
    // The button a press could begin on is not there while a field above it may still push it down.
    expect(button('Save')).toBeNull()
    expect(document.querySelector('form [role="status"]')?.textContent).toBe('Loading…')

    await late.arrive()
    expect(document.querySelector('input[aria-label="Late"]')).not.toBeNull()
    expect(button('Save')).not.toBeNull()
    await press('Save')
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Tai Man', late: '' })
  })

  it('says the form is still loading when a field shown later has not arrived, and sends nothing', async () => {
    const late = heldField()
    const onSubmit = vi.fn()
    await render(<KitForm onSubmit={onSubmit} LateField={late.Field} lateFromStart={false} />)
    await press('Show more')
    await press('Save')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(statusText()).toContain('The form is still loading. Please try again in a moment.')

    await late.arrive()
    await press('Save')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('says the form is still loading when a button outside it is pressed before it appears, and sends nothing', async () => {
    const late = heldField()
    const onSubmit = vi.fn()
    await render(<KitForm onSubmit={onSubmit} LateField={late.Field} />)
    await press('Confirm')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(statusText()).toContain('The form is still loading. Please try again in a moment.')

    await late.arrive()
    await press('Confirm')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('says what is wrong when the rules refuse it with a problem no field shows', async () => {
    const late = heldField()
    await late.arrive()
    const onSubmit = vi.fn()
    await render(<KitForm onSubmit={onSubmit} LateField={late.Field} formProblem="Login.password-required" />)
    await press('Save')
    await nextFrame()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(statusText()).toContain('Please enter your password')
  })
})

describe('errors after a refused submit', () => {
  it('are shown for the fields the submit went over, not for fields that appear afterwards', async () => {
    await render(<GrowingForm />)
    await press('Save')
    expect(invalid('Name')).toBe(true)

    await press('Show more')
    expect(invalid('Staff number')).toBe(false)
    expect(invalid('Company')).toBe(false)
    expect(shownErrors()).toHaveLength(1)
  })

  it('are shown for an appeared field once the member has been there', async () => {
    await render(<GrowingForm />)
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
    await render(<GrowingForm />)
    await press('Save')
    await press('Show more')
    await press('Save')
    expect(invalid('Staff number')).toBe(true)
    expect(invalid('Company')).toBe(true)
    expect(shownErrors()).toHaveLength(3)
  })
})
