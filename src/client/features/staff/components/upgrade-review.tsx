import { useQuery } from '@tanstack/react-query'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { upgradeReviewQuery } from '../api.ts'
import { AddressSection } from './address-section.tsx'
import { QueryStatus } from './query-status.tsx'
import { Facts, type FactRow } from './facts.tsx'
import { ReviewPage } from './review-page.tsx'
import { useReferenceName } from './use-reference-name.ts'
import styles from './staff.module.css'

/** An upgrade application as the member sent it, its documents, and the decision. */
export function UpgradeReviewView({ id }: { id: string }) {
  const { LL } = useI18n()
  const review = useQuery(upgradeReviewQuery(id))
  const company = useReferenceName('SINO_COMPANY')
  if (!review.data) return <QueryStatus query={review} />
  const { form } = review.data
  const roles = [
    form.isOwner && LL.staffConsole.owner(),
    form.isResident && LL.staffConsole.resident(),
    form.isTenant && LL.staffConsole.tenant(),
    form.isStaff && LL.staffConsole.staffRole(),
  ].filter(Boolean)
  const property = form.isOwner || form.isResident || form.isTenant
  const submitted: FactRow[] = [[LL.staffConsole.appliesAs(), roles.join(', ')]]
  if (review.data.fromRegistration) submitted.push([LL.staffConsole.fromRegistration(), '✓'])
  return (
    <ReviewPage
      kind="upgrade"
      title={LL.staffConsole.upgradeTitle()}
      review={review.data}
      reason={form.reason}
      submitted={submitted}
    >
      {property ? <AddressSection id="address-heading" title={LL.staffConsole.addressHeading()} address={form} /> : null}
      {form.isStaff ? (
        <section className={styles.section} aria-labelledby="staff-heading">
          <h2 id="staff-heading">{LL.staffConsole.staffRole()}</h2>
          <Facts
            rows={[
              [LL.staffConsole.staffCompany(), company(form.sinoStaffCompanyId)],
              [LL.staffConsole.staffNumber(), form.sinoStaffNumber],
            ]}
          />
        </section>
      ) : null}
    </ReviewPage>
  )
}
