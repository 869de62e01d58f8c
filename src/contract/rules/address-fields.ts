import { referenceIds } from '../reference.ts'

// Apart from the address rules: a draft starts from these fields on pages that never check an address.

/** The address fields of registration, with ids as the payload carries them. */
export interface AddressFields {
  /** Lives in a group property: the estate comes from the group's list and the property type is asked. */
  isLiveInSinoProperties: boolean
  sinoEstate: number | null
  nonSinoEstate: number | null
  otherEstate: string
  propertyTypeId: number | null
  unit: string
  floor: string
  block: string
  street: string
  district: number | null
  otherDistrict: string
  areaId: number | null
  otherArea: string
  countryId: number | null
  otherCountry: string
}

/** An address nobody has given yet: a group property in the home country. */
export const emptyAddressFields: AddressFields = {
  isLiveInSinoProperties: true,
  sinoEstate: null,
  nonSinoEstate: null,
  otherEstate: '',
  propertyTypeId: null,
  unit: '',
  floor: '',
  block: '',
  street: '',
  district: null,
  otherDistrict: '',
  areaId: null,
  otherArea: '',
  countryId: referenceIds.homeCountry,
  otherCountry: '',
}
