import { applicationPagePath } from '#contract/application-pages'
import type { Lang } from '#contract/languages'
import type { PushPayload } from '#contract/push-payload'
import { serverText } from '#server/lib/server-messages.ts'

/** What a member is told by push, and what it is about. */
export type PushNotice =
  | { kind: 'upgradeApproved' | 'upgradeRejected' | 'upgradeDocumentsDue' }
  | { kind: 'parkingApproved' | 'parkingRejected' | 'parkingChangeApproved' | 'parkingChangeRejected' | 'parkingDocumentsDue' }
  | { kind: 'receiptAccepted'; event: string; receiptId: string }

/** A push's text and page, in the member's language: the payload but its tag. */
export type PushMessage = Omit<PushPayload, 'tag'>

function pathOf(notice: PushNotice, lang: Lang): string {
  if (notice.kind === 'receiptAccepted') return `/${lang}/upload-receipt?id=${encodeURIComponent(notice.receiptId)}`
  return applicationPagePath[notice.kind.startsWith('upgrade') ? 'upgrade' : 'parking'](lang)
}

const capitalised = <Word extends string>(word: Word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}` as Capitalize<Word>

/** The notice in the member's language, linking to the page where they read the rest. */
export function pushMessageOf(notice: PushNotice, lang: Lang, publicUrl: string): PushMessage {
  const { kind } = notice
  return {
    title: serverText(lang, { key: `mail.push${capitalised(kind)}Title` }),
    body:
      kind === 'receiptAccepted'
        ? serverText(lang, { key: 'mail.pushReceiptAcceptedBody', params: { event: notice.event } })
        : serverText(lang, { key: `mail.push${capitalised(kind)}Body` }),
    url: `${publicUrl}${pathOf(notice, lang)}`,
  }
}
