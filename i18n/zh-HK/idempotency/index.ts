import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends (a namespace, so the client never downloads them). */
const zh_HK_idempotency = {
  inProgress: '此請求仍在處理中，請稍後再試。',
  keyReused: '此請求編號已用於另一項請求。',
} satisfies BaseTranslation

export default zh_HK_idempotency
