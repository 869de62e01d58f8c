/**
 * Referral codes: made by staff or an operator, looked up and used up by a registration (a code
 * may bring its estate's address).
 */
export {
  createReferralCode,
  estateAddress,
  findUsableReferral,
  listReferralCodes,
  newReferralInput,
  referralAnswer,
  type ReferralCode,
  ReferralInputError,
  useReferral,
} from './referral-codes.ts'
