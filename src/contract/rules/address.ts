import type { Problem } from '../messages.ts'
import { referenceIds, type SinoEstateItem } from '../reference.ts'
import type { AddressFields } from './address-fields.ts'

export { emptyAddressFields, type AddressFields } from './address-fields.ts'

export type AddressField = keyof AddressFields

/** Free-text address fields are at most this long. */
export const addressTextMaxLength = 100

const blank = (text: string) => text.trim() === ''

/**
 * The address rules, by field: estate, district, area and country are required (the property
 * type too in a group property), and each 'other' choice needs its text.
 */
export function addressProblems(address: AddressFields): Partial<Record<AddressField, Problem>> {
  const problems: Partial<Record<AddressField, Problem>> = {}
  const estate = address.isLiveInSinoProperties ? address.sinoEstate : address.nonSinoEstate
  const estateField = address.isLiveInSinoProperties ? 'sinoEstate' : 'nonSinoEstate'
  if (!estate) problems[estateField] = { key: 'address.address-buidling-required' }
  const otherEstateChosen = address.isLiveInSinoProperties
    ? address.sinoEstate === referenceIds.otherSinoEstate
    : address.nonSinoEstate === referenceIds.otherNonSinoEstate
  if (otherEstateChosen && blank(address.otherEstate)) problems.otherEstate = { key: 'address.address-other-estate-required' }
  if (address.isLiveInSinoProperties && !address.propertyTypeId) {
    problems.propertyTypeId = { key: 'address.address-type-of-property-required' }
  }
  if (!address.district) problems.district = { key: 'address.address-district-required' }
  if (address.district === referenceIds.otherDistrict && blank(address.otherDistrict)) {
    problems.otherDistrict = { key: 'address.address-other-district-required' }
  }
  if (!address.areaId) problems.areaId = { key: 'address.address-area-required' }
  if (
    address.areaId === referenceIds.overseasArea &&
    address.countryId !== referenceIds.homeCountry &&
    blank(address.otherArea)
  ) {
    problems.otherArea = { key: 'address.address-other-area-required' }
  }
  if (!address.countryId) problems.countryId = { key: 'address.address-country-required' }
  if (address.countryId === referenceIds.otherCountry && blank(address.otherCountry)) {
    problems.otherCountry = { key: 'address.address-other-country-required' }
  }
  for (const field of [
    'otherEstate',
    'unit',
    'floor',
    'block',
    'street',
    'otherDistrict',
    'otherArea',
    'otherCountry',
  ] as const) {
    if (address[field].length > addressTextMaxLength) {
      problems[field] = { key: 'address.address-text-max', params: { digit: addressTextMaxLength } }
    }
  }
  return problems
}

/**
 * Choosing a country: the home country clears area, estate and district (outside group
 * properties the estate starts again from 'other', typed); any other sets the overseas area
 * and the 'other' estate and district.
 */
export function addressForCountry<A extends AddressFields>(address: A, countryId: number | null): A {
  if (countryId === referenceIds.homeCountry) {
    const nonSinoEstate = address.isLiveInSinoProperties ? null : referenceIds.otherNonSinoEstate
    return { ...address, countryId, areaId: null, sinoEstate: null, nonSinoEstate, district: null }
  }
  if (countryId === null) return { ...address, countryId }
  return {
    ...address,
    countryId,
    areaId: referenceIds.overseasArea,
    sinoEstate: address.isLiveInSinoProperties ? referenceIds.otherSinoEstate : null,
    nonSinoEstate: address.isLiveInSinoProperties ? null : referenceIds.otherNonSinoEstate,
    district: referenceIds.otherDistrict,
  }
}

/**
 * The answer to the property question: the estate list changes, so no estate stays chosen; who
 * does not live in a group property starts from the 'other' estate, so that they type their
 * building's name at once rather than look for it in a list of estates.
 */
export function addressForPropertyAnswer<A extends AddressFields>(address: A, livesInSinoProperty: boolean): A {
  return {
    ...address,
    isLiveInSinoProperties: livesInSinoProperty,
    sinoEstate: null,
    nonSinoEstate: livesInSinoProperty ? null : referenceIds.otherNonSinoEstate,
  }
}

/** Choosing a group estate fills in what the estate knows: street, district, property type, area, country. */
export function addressForSinoEstate<A extends AddressFields>(address: A, estate: SinoEstateItem): A {
  return {
    ...address,
    sinoEstate: estate.id,
    street: estate.street ?? address.street,
    district: estate.districtId ?? address.district,
    propertyTypeId: estate.propertyTypeId ?? address.propertyTypeId,
    areaId: estate.areaId ?? address.areaId,
    countryId: estate.countryId ?? address.countryId,
  }
}

/** A registrant who lives in a group property says how: one of these, or none (ordinary membership). */
export const propertyOwnerships = ['Owner', 'Resident', 'Tenant'] as const
export type PropertyOwnership = (typeof propertyOwnerships)[number]

/** Choosing a membership type (owner, resident, tenant) needs at least one proof document. */
export function registrationDocumentsProblem(
  ownership: PropertyOwnership | null,
  documentIds: readonly string[],
): Problem | undefined {
  return ownership !== null && documentIds.length === 0 ? { key: 'registerError.file_over_title_tip1' } : undefined
}
