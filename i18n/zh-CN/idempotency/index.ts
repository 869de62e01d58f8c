import type { NamespaceIdempotencyTranslation } from '../../i18n-types'

const zh_CN_idempotency = {
  inProgress: '此请求仍在处理中，请稍后再试。',
  keyReused: '此请求编号已用于另一项请求。',
} satisfies NamespaceIdempotencyTranslation

export default zh_CN_idempotency
