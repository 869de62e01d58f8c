import { localName } from '#contract/languages'
import type { AddressAnswer } from '#contract/schemas/address'
import type { DropDownType, NamedItem } from '#contract/reference'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './address-summary.module.css'

/** An address to read, not to change: each part that is given, under its label. */
export function AddressSummary({ title, hint, address }: { title: string; hint: string; address: AddressAnswer }) {
  const { LL, lang } = useI18n()
  const lists = {
    SINO_ESTATE: useDropDownList('SINO_ESTATE'),
    NON_SINO_ESTATE: useDropDownList('NON_SINO_ESTATE'),
    TYPE_OF_PROPERTY: useDropDownList('TYPE_OF_PROPERTY'),
    DISTRICT: useDropDownList('DISTRICT'),
    AREA: useDropDownList('AREA'),
    COUNTRY: useDropDownList('COUNTRY'),
  } satisfies Partial<Record<DropDownType, readonly NamedItem[]>>
  const name = (list: keyof typeof lists, id: number | null, other: string) => {
    const item = lists[list].find((entry) => entry.id === id)
    return [item ? localName(item, lang) : '', other].filter(Boolean).join(' – ')
  }
  const rows: [string, string][] = [
    [
      LL.registration.estate(),
      address.isLiveInSinoProperties
        ? name('SINO_ESTATE', address.sinoEstate, address.otherEstate)
        : name('NON_SINO_ESTATE', address.nonSinoEstate, address.otherEstate),
    ],
    [LL.registration.propertyType(), name('TYPE_OF_PROPERTY', address.propertyTypeId, '')],
    [LL.registration.unit(), address.unit],
    [LL.registration.floor(), address.floor],
    [LL.registration.block(), address.block],
    [LL.registration.street(), address.street],
    [LL.registration.district(), name('DISTRICT', address.district, address.otherDistrict)],
    [LL.registration.area(), name('AREA', address.areaId, address.otherArea)],
    [LL.registration.country(), name('COUNTRY', address.countryId, address.otherCountry)],
  ]
  return (
    <section className={styles.summary} aria-labelledby="address-summary-title">
      <h2 id="address-summary-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      <dl className={styles.rows}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
