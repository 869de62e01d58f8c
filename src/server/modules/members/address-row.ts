import type { AddressFields } from '#contract/rules/address'
import type { AddressAnswer } from '#contract/schemas/address'

/** An address as the address tables keep it: the estate of its kind only, blanks as no value. */
export function addressRow(address: AddressFields) {
  const text = (value: string) => value.trim() || null
  return {
    sinoEstateId: address.isLiveInSinoProperties ? address.sinoEstate : null,
    nonSinoEstateId: address.isLiveInSinoProperties ? null : address.nonSinoEstate,
    otherEstate: text(address.otherEstate),
    propertyTypeId: address.propertyTypeId,
    unit: text(address.unit),
    floor: text(address.floor),
    block: text(address.block),
    street: text(address.street),
    districtId: address.district,
    otherDistrict: text(address.otherDistrict),
    areaId: address.areaId,
    otherArea: text(address.otherArea),
    countryId: address.countryId,
    otherCountry: text(address.otherCountry),
  }
}

type AddressColumns = ReturnType<typeof addressRow>
type StoredAddress = { [K in keyof AddressColumns]: AddressColumns[K] | null }

/** An address row as answers carry it; a group estate tells that the member lives in a group property. */
export function addressAnswerOf(row: StoredAddress): AddressAnswer {
  return {
    isLiveInSinoProperties: row.sinoEstateId !== null,
    sinoEstate: row.sinoEstateId,
    nonSinoEstate: row.nonSinoEstateId,
    otherEstate: row.otherEstate ?? '',
    propertyTypeId: row.propertyTypeId,
    unit: row.unit ?? '',
    floor: row.floor ?? '',
    block: row.block ?? '',
    street: row.street ?? '',
    district: row.districtId,
    otherDistrict: row.otherDistrict ?? '',
    areaId: row.areaId,
    otherArea: row.otherArea ?? '',
    countryId: row.countryId,
    otherCountry: row.otherCountry ?? '',
  }
}
