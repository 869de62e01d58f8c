import { useQuery } from '@tanstack/react-query'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { upgradeReviewQuery } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import { Facts, ReviewPage, useReferenceName, type FactRow } from './review-parts.tsx'
import styles from './staff.module.css'

/** An upgrade application as the member sent it, its documents, and the decision. */
export function UpgradeReviewView({ id }: { id: string }) {
  const { LL } = useI18n()
  const review = useQuery(upgradeReviewQuery(id))
  const estate = useReferenceName('SINO_ESTATE')
  const otherEstate = useReferenceName('NON_SINO_ESTATE')
  const propertyType = useReferenceName('TYPE_OF_PROPERTY')
  const district = useReferenceName('DISTRICT')
  const area = useReferenceName('AREA')
  const country = useReferenceName('COUNTRY')
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
      {property ? (
        <section className={styles.section} aria-labelledby="address-heading">
          <h2 id="address-heading">{LL.staffConsole.addressHeading()}</h2>
          <Facts
            rows={[
              [
                LL.staffConsole.estate(),
                form.isLiveInSinoProperties
                  ? estate(form.sinoEstate, form.otherEstate)
                  : otherEstate(form.nonSinoEstate, form.otherEstate),
              ],
              [LL.staffConsole.propertyType(), propertyType(form.propertyTypeId)],
              [LL.staffConsole.unit(), form.unit],
              [LL.staffConsole.floor(), form.floor],
              [LL.staffConsole.block(), form.block],
              [LL.staffConsole.street(), form.street],
              [LL.staffConsole.district(), district(form.district, form.otherDistrict)],
              [LL.staffConsole.area(), area(form.areaId, form.otherArea)],
              [LL.staffConsole.country(), country(form.countryId, form.otherCountry)],
            ]}
          />
        </section>
      ) : null}
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
