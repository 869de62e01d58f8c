import type { Lang, LocalisedNames } from './languages.ts'

/** The reference lists getDropDownList serves, by their dropDownType. */
export const dropDownTypes = [
  'AGE_RANGE',
  'COUNTRY_CODE',
  'SALUTATION',
  'VEHICLE_TYPE',
  'COUNTRY',
  'AREA',
  'DISTRICT',
  'NON_SINO_ESTATE',
  'SINO_ESTATE',
  'NATIONALITY',
  'LANGUAGE',
  'TYPE_OF_PROPERTY',
  'SINO_COMPANY',
  'INTEREST',
] as const
export type DropDownType = (typeof dropDownTypes)[number]

/** Identifiers with a meaning of their own, fixed by the reference-data migration. */
export const referenceIds = {
  homeCountry: 56,
  otherCountry: 1,
  overseasArea: 40,
  otherDistrict: 29,
  otherSinoEstate: 21,
  otherNonSinoEstate: 5,
  otherPropertyType: 12,
  defaultCountryCode: 1,
  hiddenCountryCode: 4,
} as const

export interface NamedItem extends LocalisedNames {
  id: number
}

export interface CountryCodeItem extends NamedItem {
  /** '+852', '+86', ... or 'Others'. */
  content: string
  /** Digits a phone number of this country code has (at most, for 'Others'). */
  length: number
}

interface LanguageItem extends NamedItem {
  language: Lang
}

export interface DistrictItem extends NamedItem {
  areaId: number
}

/** A group estate fills in its address when chosen; the 'other' entry has none. */
export interface SinoEstateItem extends NamedItem {
  street: string | null
  districtId: number | null
  propertyTypeId: number | null
  areaId: number | null
  countryId: number | null
}

export interface DropDownItems {
  AGE_RANGE: NamedItem
  COUNTRY_CODE: CountryCodeItem
  SALUTATION: NamedItem
  VEHICLE_TYPE: NamedItem
  COUNTRY: NamedItem
  AREA: NamedItem
  DISTRICT: DistrictItem
  NON_SINO_ESTATE: NamedItem
  SINO_ESTATE: SinoEstateItem
  NATIONALITY: NamedItem
  LANGUAGE: LanguageItem
  TYPE_OF_PROPERTY: NamedItem
  SINO_COMPANY: NamedItem
  INTEREST: NamedItem
}

export const otherCountryCodeContent = 'Others'

/** The default country code, usable before the list has loaded: +852 with 8 digits. */
export const defaultCountryCode: CountryCodeItem = {
  id: referenceIds.defaultCountryCode,
  content: '+852',
  length: 8,
  nameEn: 'Hong Kong',
  nameTc: '香港',
  nameSc: '香港',
}

/** Country codes a member may pick: every one but the hidden legacy code, which old records may still hold. */
export const selectableCountryCodes = (items: readonly CountryCodeItem[]): CountryCodeItem[] =>
  items.filter((item) => item.id !== referenceIds.hiddenCountryCode)
