import type { NamespaceServerTranslation } from '../../i18n-types'

const en_server = {
  badRequest: 'Invalid Input',
  unauthorised: 'Please log in first.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notFound: 'The requested resource was not found.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  serverError: 'Something went wrong on our side. Please try again later.',
  busy: 'The service is busy. Please try again in a moment.',
} satisfies NamespaceServerTranslation

export default en_server
