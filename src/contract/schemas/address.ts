import { type } from 'arktype'
import { referenceId } from './common.ts'

/** A reference-list id, or none chosen. */
export const optionalId = referenceId.or('null')
/** A free-text field a client may also leave null, which means empty. */
export const optionalText = type('string <= 200 | null').pipe((value) => value ?? '')

/**
 * The address a member types: group or other estate, the property type, unit to street,
 * district, area and country, each 'other' with its free text. Registration, the contact
 * address and the upgrade form send it with these names.
 */
export const addressInput = type({
  isLiveInSinoProperties: 'boolean',
  sinoEstate: optionalId,
  nonSinoEstate: optionalId,
  otherEstate: optionalText,
  propertyTypeId: optionalId,
  unit: optionalText,
  floor: optionalText,
  block: optionalText,
  street: optionalText,
  district: optionalId,
  otherDistrict: optionalText,
  areaId: optionalId,
  otherArea: optionalText,
  countryId: optionalId,
  otherCountry: optionalText,
})

/** An address as answers carry it (the profile's contact and privilege-member addresses). */
export const addressAnswer = type({
  isLiveInSinoProperties: 'boolean',
  sinoEstate: 'number | null',
  nonSinoEstate: 'number | null',
  otherEstate: 'string',
  propertyTypeId: 'number | null',
  unit: 'string',
  floor: 'string',
  block: 'string',
  street: 'string',
  district: 'number | null',
  otherDistrict: 'string',
  areaId: 'number | null',
  otherArea: 'string',
  countryId: 'number | null',
  otherCountry: 'string',
})
export type AddressAnswer = typeof addressAnswer.infer
