import type { AddressAnswer } from '#contract/schemas/address'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { Facts } from './facts.tsx'
import { useReferenceName } from './use-reference-name.ts'
import styles from './staff.module.css'

/** An address with the names of its reference-list entries in the page's language. */
export function AddressSection({ id, title, address }: { id: string; title: string; address: AddressAnswer }) {
  const { LL } = useI18n()
  const estate = useReferenceName('SINO_ESTATE')
  const otherEstate = useReferenceName('NON_SINO_ESTATE')
  const propertyType = useReferenceName('TYPE_OF_PROPERTY')
  const district = useReferenceName('DISTRICT')
  const area = useReferenceName('AREA')
  const country = useReferenceName('COUNTRY')
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Facts
        rows={[
          [
            LL.staffConsole.estate(),
            address.isLiveInSinoProperties
              ? estate(address.sinoEstate, address.otherEstate)
              : otherEstate(address.nonSinoEstate, address.otherEstate),
          ],
          [LL.staffConsole.propertyType(), propertyType(address.propertyTypeId)],
          [LL.staffConsole.unit(), address.unit],
          [LL.staffConsole.floor(), address.floor],
          [LL.staffConsole.block(), address.block],
          [LL.staffConsole.street(), address.street],
          [LL.staffConsole.district(), district(address.district, address.otherDistrict)],
          [LL.staffConsole.area(), area(address.areaId, address.otherArea)],
          [LL.staffConsole.country(), country(address.countryId, address.otherCountry)],
        ]}
      />
    </section>
  )
}
