import { referenceIds } from '#contract/reference'
import type { AddressFields } from '#contract/rules/address'

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
