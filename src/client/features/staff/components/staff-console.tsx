import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { onStaffSessionEnded, staffSessionQuery } from '../api.ts'
import { auditFilter, auditPage, queueFilter, type StaffSearch } from '../search-params.ts'
import { AuditLogView } from './audit-log.tsx'
import { ParkingReviewView } from './parking-review.tsx'
import { QueryStatus } from './query-status.tsx'
import { ReviewQueue } from './review-queue.tsx'
import { StaffFrame, StaffLoginPage } from './staff-frame.tsx'
import { staffPage } from './staff-link.ts'
import { UpgradeReviewView } from './upgrade-review.tsx'

/**
 * The console's pages by path: login; upgrade and parking (a queue, or one application by
 * id); audit (admins). Without a staff session every page is the sign-in (a session that ends,
 * by sign-out or by a call refused, leads there); a signed-in reviewer at the sign-in, or at a
 * page not theirs, goes to the upgrade queue.
 */
export function StaffConsole({ path, search }: { path: string; search: StaffSearch }) {
  const { lang } = useI18n()
  const queryClient = useQueryClient()
  const session = useQuery(staffSessionQuery)
  useEffect(() => onStaffSessionEnded(() => queryClient.setQueryData(staffSessionQuery.queryKey, null)), [queryClient])
  if (session.data === undefined) return <QueryStatus query={session} />
  const [page = '', id] = path.split('/')
  const staff = session.data
  if (!staff) return page === 'login' ? <StaffLoginPage /> : <Navigate {...staffPage(lang, 'login')} replace />
  const toQueue = <Navigate {...staffPage(lang, 'upgrade')} replace />
  let content
  if (page === 'upgrade' || page === 'parking') {
    const Review = page === 'upgrade' ? UpgradeReviewView : ParkingReviewView
    content = id ? <Review key={id} id={id} /> : <ReviewQueue key={page} kind={page} filter={queueFilter(search)} />
  } else if (page === 'audit' && staff.role === 'admin') {
    content = <AuditLogView filter={auditFilter(search)} before={auditPage(search)} />
  } else {
    return toQueue
  }
  return <StaffFrame staff={staff}>{content}</StaffFrame>
}
