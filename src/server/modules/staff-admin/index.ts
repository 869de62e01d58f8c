/**
 * The admin's console: staff accounts, referral codes, receipt links and the audit log's search.
 */
export { default as staffAdminRoutes } from './routes.ts'
export {
  createStaffAccount,
  type LinkSent,
  newStaffInput,
  resendStaffLinkByEmail,
  StaffInputError,
  staffLinkInput,
} from './staff-accounts.ts'
