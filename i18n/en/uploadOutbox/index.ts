import type { NamespaceUploadOutboxTranslation } from '../../i18n-types'

const en_uploadOutbox = {
  title: 'Kept on this device',
  hint: 'Uploads waiting to be sent go automatically once you are back online.',
  hintKeepOpen:
    'Uploads waiting to be sent go once you are back online, while this page is open or the next time you open the portal.',
  waiting: 'Waiting to send',
  sending: 'Sending…',
  failed: 'Not sent: {reason}',
  nextTry: 'next try at {time}',
  sendNow: 'Send now',
  cancel: 'Cancel',
  cancelLabel: 'Cancel sending {name}',
  remove: 'Remove',
  removeLabel: 'Remove {name} from the list',
  documentsFollow:
    'Documents that could not be sent yet go from this device by themselves as soon as the connection allows, and join your application.',
  formKept:
    'No connection: your application was not sent. What you entered is kept on this device; send it again when you are back online.',
  logoutTitle: 'Documents not sent yet',
  logoutBody:
    'These documents are only on this device and have not reached the club. Logging out now deletes them from this device:',
  logoutSend: 'Send now, then log out',
  logoutStay: 'Stay logged in',
  logoutAnyway: 'Log out and delete them',
  logoutStillWaiting: 'No connection: {count} not sent yet. Stay logged in and they go by themselves when you are back online.',
} satisfies NamespaceUploadOutboxTranslation

export default en_uploadOutbox
