import type { NamespaceServerTranslation } from '../../i18n-types'

const en_server = {
  pushServiceRefused:
    "This browser's notification service is not one the portal sends to. Notifications stay off on this device.",
  passkeyRefused: 'This passkey could not sign you in. Try again, or log in with your mobile number and password.',
  staffPasskeySignInFailed: 'The e-mail, password or passkey is not right.',
  staffPasskeyRequired: 'This account signs in with a passkey: choose "Use a passkey instead of the code".',
  staffNoPasskey: 'This account has no passkey yet: its holder adds one under Passkeys first.',
  staffLastPasskeyRequired: 'This account must sign in with a passkey, so its last passkey cannot be removed.',
  badRequest: 'Invalid Input',
  unauthorised: 'Please log in first.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notFound: 'The requested resource was not found.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  serverError: 'Something went wrong on our side. Please try again later.',
  maintenance: 'The member portal is under maintenance and cannot take this just now. Please try again later.',
  busy: 'The service is busy. Please try again in a moment.',
  staffSignInFailed: 'The e-mail, password or code is not right.',
  staffSignInNeeded: 'Please sign in to the staff console.',
  adminOnly: 'Only an administrator may do this.',
  crossSite: 'This request came from another site and was refused.',
  notPending: 'This application is not in review: it is waiting for documents.',
  alreadyDecided: 'This application has been decided already.',
  withdrawn: 'The member has withdrawn it.',
  staffEmailTaken: 'A staff account with this e-mail exists already.',
  reasonNotOffered: 'This reason is no longer offered. Please choose another.',
  reasonCodeTaken: 'A reason with this code exists already',
  ownAccount: 'You cannot disable your own account.',
  referralCodeTaken: 'This referral code exists already.',
  estateUnknown: 'There is no such estate.',
  unattachedUploadsFull:
    'You hold too many documents not yet sent with an application (at most {files} files or {size} MB). Send your application, or try again tomorrow.',
  walletPassLinkExpired:
    'This link to your wallet pass has expired. Go back to your membership card and press Add to Apple Wallet again.',
  walletPassLinkInvalid:
    'This link to a wallet pass is not valid. Go back to your membership card and press Add to Apple Wallet again.',
  wallet: {
    name: 'Name',
    status: 'Status',
    accountClosed: 'Account closed',
  },
  csv: {
    event: 'Event',
    receivedAt: 'Received (Hong Kong time)',
    memberId: 'Member ID',
    sender: 'Sent by',
    file: 'File',
    size: 'Size (bytes)',
    link: 'Link',
    receipt: 'Receipt',
  },
  estateIncomplete: 'This estate has no complete address of its own: choose a named estate, or no estate.',
  staffLinkInvalid: 'This link is not valid any more: it has been used, has expired or was replaced by a newer one.',
  staffSetUpAlready: 'This account is set up already: reset its authenticator instead.',
} satisfies NamespaceServerTranslation

export default en_server
