// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider, loadLang } from '#client/i18n/i18n-context.tsx'
import { toast, Toaster } from '#client/ui/toast.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

beforeAll(async () => {
  await loadLang('en')
})

describe('toasts', () => {
  it('never pile up: the two newest are shown, a newer one sends the oldest away', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    act(() =>
      root.render(
        <I18nProvider lang="en" texts="base">
          <Toaster />
        </I18nProvider>,
      ),
    )
    act(() => {
      toast.success('Saved.')
      toast.error('Not sent.')
      toast.success('Sent.')
    })
    const shown = [...host.querySelectorAll('p')].map((p) => p.textContent)
    expect(shown).toEqual(['Not sent.', 'Sent.'])
    act(() => root.unmount())
  })
})
