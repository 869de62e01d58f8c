import { applicationPagePath } from '#contract/application-pages'
import type { Lang } from '#contract/languages'
import { serverText } from '#server/lib/server-messages.ts'

/** What a member is told by push, and what it is about. */
export type PushNotice =
  | { kind: 'upgradeApproved' | 'upgradeRejected' | 'upgradeDocumentsDue' }
  | { kind: 'parkingApproved' | 'parkingRejected' | 'parkingChangeApproved' | 'parkingChangeRejected' | 'parkingDocumentsDue' }
  | { kind: 'receiptAccepted'; event: string; receiptId: string }

/** What the service worker receives (decrypted) and shows: see src/client/push/push-message.ts. */
export interface PushMessage {
  title: string
  body: string
  /** The page a press on the notification opens, on the portal's own address. */
  url: string
}

function pathOf(notice: PushNotice, lang: Lang): string {
  if (notice.kind === 'receiptAccepted') return `/${lang}/upload-receipt?id=${encodeURIComponent(notice.receiptId)}`
  return applicationPagePath[notice.kind.startsWith('upgrade') ? 'upgrade' : 'parking'](lang)
}

/** The notice in the member's language, linking to the page where they read the rest. */
export function pushMessageOf(notice: PushNotice, lang: Lang, publicUrl: string): PushMessage {
  const { kind } = notice
  return {
    title: serverText(lang, { key: `push.${kind}Title` }),
    body:
      kind === 'receiptAccepted'
        ? serverText(lang, { key: 'push.receiptAcceptedBody', params: { event: notice.event } })
        : serverText(lang, { key: `push.${kind}Body` }),
    url: `${publicUrl}${pathOf(notice, lang)}`,
  }
}
