// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#contract/schemas/profile'
import { createQueryClient } from '#client/api/query-client.ts'
import { PersonalProfileForm } from '#client/features/profile/components/personal-profile-form.tsx'
import { I18nProvider, loadLang, loadTexts } from '#client/i18n/i18n-context.tsx'
import { Toaster } from '#client/ui/toast.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** The device's drafts, in memory: what IndexedDB would hold, copied as it would be. */
const drafts = vi.hoisted(() => new Map<string, unknown>())
vi.mock('idb-keyval', () => ({
  createStore: () => 'drafts',
  get: async (key: string) => drafts.get(key),
  set: async (key: string, value: unknown) => void drafts.set(key, structuredClone(value)),
  del: async (key: string) => void drafts.delete(key),
}))

const named = (id: number, name: string) => ({ id, nameEn: name, nameTc: name, nameSc: name })

const profile: Profile = {
  salutationId: 1,
  firstName: 'Tai Man',
  lastName: 'Chan',
  chineseName: null,
  chineseSurname: null,
  gender: null,
  countryCodeId: 1,
  mobilePhone: '91234567',
  emailAddress: 'tai.man@example.com',
  birthdayMonth: 5,
  birthdayYear: null,
  birthdayDay: null,
  ageRangeId: null,
  nationalityId: null,
  defaultLangId: 1,
  tier: 'ordinary',
  isLiveInSinoProperties: false,
  sinoStaffNumber: null,
  sinoStaffCompanyId: null,
  clubMemberId: 'SC00012345',
  iconList: [],
  upgradeForms: [],
  interests: [],
  contactAddress: null,
  privilegeAddress: null,
  pendingPhone: null,
}

const password = 'Secret#2468'
const newPhone = '61234567'

let root: Root | undefined

/** The personal details page as the member sees it: the form, its lists at hand, and the toasts. */
async function showForm() {
  const queryClient = createQueryClient()
  queryClient.setQueryData(['dropDownList', 'COUNTRY_CODE'], [{ ...named(1, '+852'), content: '+852', length: 8 }])
  queryClient.setQueryData(['dropDownList', 'SALUTATION'], [named(1, 'Mr'), named(2, 'Mrs')])
  queryClient.setQueryData(['dropDownList', 'AGE_RANGE'], [named(1, '35 – 44')])
  queryClient.setQueryData(['dropDownList', 'NATIONALITY'], [named(1, 'Canadian')])
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <PersonalProfileForm profile={profile} /> }),
    history: createMemoryHistory({ initialEntries: ['/en/update-profile/personal-profile'] }),
  })
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () =>
    root!.render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider lang="en" texts="pages">
          <RouterProvider router={router} />
          <Toaster />
        </I18nProvider>
      </QueryClientProvider>,
    ),
  )
}

/** The control a label names, once the form has shown it. */
async function field(label: string): Promise<HTMLInputElement> {
  return vi.waitFor(() => {
    const found = [...document.querySelectorAll('label')].find((element) => element.textContent?.startsWith(label))
    const control = found && document.getElementById(found.htmlFor)
    if (!(control instanceof HTMLInputElement)) throw new Error(`no field ${label}`)
    return control
  })
}

/** Types into a field as a person would: React hears the input event. */
async function type(label: string, value: string) {
  const input = await field(label)
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const button = (name: string) =>
  vi.waitFor(() => {
    const found = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)
    if (!found) throw new Error(`no button ${name}`)
    return found
  })

const shown = (text: string) => vi.waitFor(() => expect(document.body.textContent).toContain(text))

/** A draft is written a moment after a change; this waits longer than that moment. */
const afterDraftWrite = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)))

beforeAll(async () => {
  await loadLang('en')
  await loadTexts('en', 'pages')
})

afterEach(async () => {
  await act(async () => root?.unmount())
  document.body.replaceChildren()
  drafts.clear()
  vi.unstubAllGlobals()
})

describe('the personal details draft', () => {
  it('keeps a new mobile number but never the password typed for it, as typed nor when a save finds no network', async () => {
    await showForm()
    await type('Mobile number', newPhone)
    await type('Current password', password)
    await vi.waitFor(() => expect(drafts.get('profile:personal')).toMatchObject({ mobilePhone: newPhone }))
    await afterDraftWrite()
    expect(drafts.get('profile:personal')).not.toHaveProperty('currentPassword')
    expect(JSON.stringify([...drafts])).not.toContain(password)

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await act(async () => (await button('Save')).click())
    await shown('No connection: your changes are not saved yet.')
    await shown('Not saved yet: what you entered is kept on this device.')
    expect(drafts.get('profile:personal')).toMatchObject({ mobilePhone: newPhone })
    expect(JSON.stringify([...drafts])).not.toContain(password)
  })

  it('is not kept while the form shows only the profile', async () => {
    await showForm()
    await type('Chinese given name', '美玲')
    await vi.waitFor(() => expect(drafts.get('profile:personal')).toMatchObject({ chineseName: '美玲' }))
    // Typed back to what the profile says, nothing is left to keep.
    await type('Chinese given name', '')
    await vi.waitFor(() => expect(drafts.has('profile:personal')).toBe(false))
  })

  it('restores what was kept after a reload and says so; Discard starts again from the profile', async () => {
    drafts.set('profile:personal', { chineseName: '美玲', mobilePhone: newPhone })
    await showForm()
    expect((await field('Chinese given name')).value).toBe('美玲')
    expect((await field('Mobile number')).value).toBe(newPhone)
    // The password is asked again: it was never kept.
    expect((await field('Current password')).value).toBe('')
    await shown('Restored what you entered on this device.')

    await act(async () => (await button('Discard changes')).click())
    await vi.waitFor(async () => expect((await field('Chinese given name')).value).toBe(''))
    expect((await field('Mobile number')).value).toBe(profile.mobilePhone)
    expect(document.body.textContent).not.toContain('Restored what you entered')
    await afterDraftWrite()
    expect(drafts.has('profile:personal')).toBe(false)
  })
})
