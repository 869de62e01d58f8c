/**
 * The e-mails a member is sent when something happens to them, heard as events.
 */
export { listenForMemberMail } from './mail-listeners.ts'
