// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChosenFile, WaitingFile } from '#client/api/upload-image.ts'
import { I18nProvider, loadLang } from '#client/i18n/i18n-context.tsx'
import { queueDocuments } from '#client/offline/upload-outbox/document-outbox.ts'
import type { OutboxItem } from '#client/offline/upload-outbox/outbox-machine.ts'
import { UploadWidget } from '#client/ui/upload-widget/upload-widget.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** The device's outbox, in memory: IndexedDB is the browser's, and what is kept is the item itself. */
const kept = vi.hoisted(() => new Map<string, OutboxItem>())
vi.mock('#client/offline/upload-outbox/outbox-store.ts', () => ({
  indexedDbOutboxStore: {
    list: async () => [...kept.values()],
    add: async (item: OutboxItem) => void kept.set(item.id, item),
    change: async (id: string, change: (item: OutboxItem | undefined) => OutboxItem | null | undefined) => {
      const next = change(kept.get(id))
      if (next === null) kept.delete(id)
      else if (next) kept.set(id, next)
      return next ?? kept.get(id)
    },
  },
}))

/** Every upload the server was sent, with its Idempotency-Key; none of their answers comes back. */
const sent: string[] = []
const lostAnswers = async (_url: string | URL | Request, init?: RequestInit) => {
  sent.push(new Headers(init?.headers).get('idempotency-key') ?? 'none')
  throw new TypeError('Failed to fetch')
}

function Documents({ onChange }: { onChange: (files: ChosenFile[]) => void }) {
  const [files, setFiles] = useState<ChosenFile[]>([])
  return (
    <UploadWidget
      label="Documents"
      mayWait
      value={files}
      onChange={(next) => {
        setFiles(next)
        onChange(next)
      }}
    />
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

beforeAll(async () => {
  await loadLang('en')
})

describe("a document's Idempotency-Key", () => {
  it('is made when the file is chosen and goes with it through the widget, the draft and the outbox', async () => {
    vi.stubGlobal('fetch', vi.fn(lostAnswers))
    const changes: ChosenFile[][] = []
    const host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
    act(() =>
      root!.render(
        <I18nProvider lang="en" texts="base">
          <Documents onChange={(files) => changes.push(files)} />
        </I18nProvider>,
      ),
    )
    const input = host.querySelector<HTMLInputElement>('input[type=file]')!
    const pdf = new File(['%PDF-1.7 deed'], 'deed.pdf', { type: 'application/pdf' })
    Object.defineProperty(input, 'files', { value: [pdf] })
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await vi.waitFor(() => expect(changes.at(-1)).toHaveLength(1))

    // The first try reached the server (its answer was lost): the file waits with that try's key.
    const [firstTry] = sent
    const waiting = changes.at(-1)![0] as WaitingFile
    expect(waiting.waitingId).toBe(firstTry)
    expect(host.textContent).toContain('deed.pdf')

    // A draft is the form's values as IndexedDB keeps them: a structured copy.
    const [fromDraft] = structuredClone([waiting])

    const attach = { endpoint: 'updateUpgradeFormForDocument', field: 'addressDocumentId' } as const
    await queueDocuments('upgrade-document', [fromDraft!], attach, 'en')
    const [item] = kept.values()
    expect(item?.idempotencyKey).toBe(firstTry)
    // The outbox's own try, and every later one, carries the key of the first.
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(1))
    expect(new Set(sent)).toEqual(new Set([firstTry]))
  })
})
