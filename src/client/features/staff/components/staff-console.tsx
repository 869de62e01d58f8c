import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { onStaffSessionEnded, staffSessionQuery } from '../api.ts'
import { auditFilter, auditPage, memberFilter, queueFilter, receiptEvent, type StaffSearch } from '../search-params.ts'
import { AuditLogView } from './audit-log.tsx'
import { EventReceipts } from './event-receipts.tsx'
import { MemberRecordView } from './member-record.tsx'
import { MemberSearch } from './member-search.tsx'
import { ParkingReviewView } from './parking-review.tsx'
import { QueryStatus } from './query-status.tsx'
import { ReceiptEvents } from './receipt-events.tsx'
import { ReferralCodes } from './referral-codes.tsx'
import { StaffAccounts } from './staff-accounts.tsx'
import { ReviewQueue } from './review-queue.tsx'
import { StaffEnrolPage } from './staff-enrol.tsx'
import { StaffFrame, StaffLoginPage } from './staff-frame.tsx'
import { StaffPasswordView } from './staff-password.tsx'
import { staffPage } from './staff-link.ts'
import { UpgradeReviewView } from './upgrade-review.tsx'

/**
 * The console's pages by path: login; enrol (a set-up link, signed in or not); upgrade and
 * parking (a queue, or one application by id); members (a search, or one member by id);
 * receipts (the events, or one event's); password (one's own); accounts, referrals and audit
 * (admins). Without a staff session every other page is the sign-in (a session that ends, by
 * sign-out or by a call refused, leads there); a signed-in reviewer at the sign-in, or at a
 * page not theirs, goes to the upgrade queue.
 */
export function StaffConsole({ path, search }: { path: string; search: StaffSearch }) {
  const [page = '', id] = path.split('/')
  return page === 'enrol' && !id ? <StaffEnrolPage /> : <SignedInConsole page={page} id={id} search={search} />
}

function SignedInConsole({ page, id, search }: { page: string; id: string | undefined; search: StaffSearch }) {
  const { lang } = useI18n()
  const queryClient = useQueryClient()
  const session = useQuery(staffSessionQuery)
  useEffect(() => onStaffSessionEnded(() => queryClient.setQueryData(staffSessionQuery.queryKey, null)), [queryClient])
  if (session.data === undefined) return <QueryStatus query={session} />
  const staff = session.data
  if (!staff) return page === 'login' ? <StaffLoginPage /> : <Navigate {...staffPage(lang, 'login')} replace />
  const toQueue = <Navigate {...staffPage(lang, 'upgrade')} replace />
  const admin = staff.role === 'admin'
  let content
  if (page === 'upgrade' || page === 'parking') {
    const Review = page === 'upgrade' ? UpgradeReviewView : ParkingReviewView
    content = id ? <Review key={id} id={id} /> : <ReviewQueue key={page} kind={page} filter={queueFilter(search)} />
  } else if (page === 'members') {
    content = id ? <MemberRecordView key={id} id={id} /> : <MemberSearch key={memberFilter(search)} q={memberFilter(search)} />
  } else if (page === 'receipts' && !id) {
    const event = receiptEvent(search)
    content = event ? <EventReceipts key={event} event={event} /> : <ReceiptEvents admin={admin} />
  } else if (page === 'password' && !id) {
    content = <StaffPasswordView email={staff.email} />
  } else if (page === 'accounts' && admin && !id) {
    content = <StaffAccounts me={staff} />
  } else if (page === 'referrals' && admin && !id) {
    content = <ReferralCodes />
  } else if (page === 'audit' && admin && !id) {
    content = <AuditLogView filter={auditFilter(search)} before={auditPage(search)} />
  } else {
    return toQueue
  }
  return <StaffFrame staff={staff}>{content}</StaffFrame>
}
