import type { EndpointName } from './endpoints.ts'

/** One line per endpoint for the API document (GET /api/openapi.json); kept apart so that pages never download it. */
export const endpointSummaries: Record<EndpointName, string> = {
  login: 'Log in by country code, phone number and password; answers a session token.',
  checkSession: 'Whether the session token is valid, and until when.',
  logout: 'Ends the session of the token sent.',
  getProfile: "The member's profile, membership card and upgrade forms.",
  updateProfile:
    'Saves the profile fields sent (the whole profile may be sent; read-only fields stay as they are). A new phone number needs the current password (currentPassword) and gets a code first.',
  confirmPhoneChange:
    'The code sent to a new phone number: the number becomes the login id, every other session ends, and the old number and the e-mail address are told.',
  resendPhoneChangeCode: 'A new code to the phone number waiting for one.',
  getInterest: "The ids of the member's interests (INTEREST list).",
  updateInterest: "Replaces the member's interests.",
  changePassword: 'Changes the password (611: current password wrong); every other session of the member ends.',
  getSignedInDevices: 'The devices the member is signed in on, the one asking marked current.',
  endSession: "Signs one of the member's other devices out (not the one asking: that is logout).",
  endOtherSessions: 'Signs every device of the member out but the one asking.',
  getDropDownList: 'One reference list (salutations, country codes, estates, …) in three languages.',
  checkAccountExisting: 'Whether an e-mail address, or a phone with its country code, already belongs to a member.',
  getPMemberReferralCodeItemByCode:
    'What a referral code of the privilege-member registration stands for (623: unknown or used).',
  uploadImage:
    'One supporting document (JPEG, PNG or PDF), owned by the member when a session token is sent, else by the registration that lists it.',
  uploadedFile: 'A document the member uploaded, to that member only.',
  register: 'Ordinary registration; a code is sent to the phone next.',
  registerPMember: 'Privilege-member registration with a referral code; a code is sent to the phone next.',
  otpVerify: 'Checks a one-time SMS code; forgetPassword answers 610 with the reset key.',
  resendOtp: 'Sends a new one-time code: to a member by id, or (forgot password) to a phone.',
  firstTimeLogin: 'After a 609 login: sends the first-time verification code to the phone.',
  sendEmail: 'First-time login: sends the e-mail link to the address the member gives.',
  resendEmail: 'Sends the e-mail link again.',
  emailVerification: 'Opens an e-mail link; answers the page the flow continues on.',
  setupPassword: 'Sets a password with the key of a verified e-mail link or forgot-password code.',
  getUpgradeForm:
    "The member's newest upgrade form as sent, its status and the reason of a rejection (null when the member never applied).",
  createUpgradeForm:
    'Applies for Privilege as owner, resident or tenant and/or staff; pending when every document is attached, else applied (documents due within 48 hours).',
  updateUpgradeFormForDocument: 'Attaches documents to the application waiting for them; complete, it becomes pending.',
  updateUpgradeFormForDoccment: 'The same as updateUpgradeFormForDocument, under the spelling of older clients.',
  getParkingForm: "The member's newest parking application (612 when there is none).",
  createParkingForm: 'Applies for the parking privilege with an Octopus card, a vehicle and its documents (Privilege members).',
  updateParkingForm: 'Changes an approved or rejected parking application, which goes back to review.',
  attachParkingDocuments:
    'Attaches documents that follow a parking application in review (documentsToFollow), one device upload at a time.',
  getReceiptLink: 'Whether a receipt link still takes its upload (uploaded true or false; 404 for an unknown id).',
  uploadReceipt: 'The receipt of an event attendee, once per link id (801 when already uploaded).',
  devOutbox: 'Development: the newest SMS and e-mails the outbox driver kept instead of sending.',
  openApi: 'This API described as OpenAPI 3.1.',
}
