import { referenceIds, type DistrictItem } from '#contract/reference'
import type { AddressFields } from '#contract/rules/address'

/** Districts of the chosen area (all while none is chosen); 'other' always stays offered. */
export const districtsOfArea = (districts: readonly DistrictItem[], areaId: number | null): DistrictItem[] =>
  districts.filter((district) => areaId === null || district.areaId === areaId || district.id === referenceIds.otherDistrict)

/** Choosing a district before an area fills in the district's area. */
export function addressForDistrict<A extends AddressFields>(
  address: A,
  districts: readonly DistrictItem[],
  districtId: number,
): A {
  const areaId = address.areaId ?? districts.find((district) => district.id === districtId)?.areaId ?? null
  return { ...address, district: districtId, areaId }
}
