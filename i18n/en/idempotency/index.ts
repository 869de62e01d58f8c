import type { NamespaceIdempotencyTranslation } from '../../i18n-types'

const en_idempotency = {
  inProgress: 'This request is still being processed. Please try again shortly.',
  keyReused: 'This request key was already used for a different request.',
} satisfies NamespaceIdempotencyTranslation

export default en_idempotency
