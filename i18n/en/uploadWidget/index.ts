import type { NamespaceUploadWidgetTranslation } from '../../i18n-types'

const en_uploadWidget = {
  choose: 'Choose files (up to {max})',
  chooseOne: 'Choose file',
  noneChosen: 'No file chosen',
  uploading: 'Uploading…',
  remove: 'Remove {name}',
  types: 'JPEG, JPG, PNG or PDF. A PDF may be up to 5 MB.',
  vehicleTypes: 'JPEG, JPG, PNG, PDF or DOC, each up to 5 MB.',
  imageTypes: 'JPEG, JPG or PNG.',
  waiting: 'waits for a connection',
  waitingNote: 'No connection: the document stays on this device and is sent after you submit the application.',
} satisfies NamespaceUploadWidgetTranslation

export default en_uploadWidget
