import type { NamespaceReceiptTranslation } from '../../i18n-types'

const en_receipt = {
  title: 'Upload Receipt',
  event: 'Event: {event}',
  notKept:
    'This device could not keep your receipt to send later, and it could not be sent now. Stay on this page and press Submit again when you have a connection.',
  intro: 'Upload a photo of your receipt for this event. Each receipt link can be used once.',
  file: 'Receipt image',
  fileHint: 'JPEG or PNG image, at most 10 MB',
  submit: 'Submit',
  'missing-id': 'Missing Id',
  missingIdHint: 'Please open the upload link you received for the event again.',
  alreadyUploaded: 'The receipt has already been uploaded',
  unknownId: 'This receipt link is not valid. Please check the link you received.',
  success: 'Upload Receipt Successfully',
  successBody: 'Thank you. We have received your receipt.',
  waitingForThis: 'Your receipt for this link is waiting to be sent.',
  uploadInProgress: 'A receipt for this link is being uploaded. Please try again in a moment.',
  alreadyUploadedHint: 'Each link takes one receipt. If you have another receipt, please use the link you received for it.',
} satisfies NamespaceReceiptTranslation

export default en_receipt
