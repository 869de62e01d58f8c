/**
 * A complete contact address at a group estate (The Palazzo, Fo Tan), as every call with an
 * address takes it: tests and the bench change a field or two where they need another flat.
 */
export const groupAddress = {
  isLiveInSinoProperties: true,
  sinoEstate: 1,
  nonSinoEstate: null,
  otherEstate: '',
  propertyTypeId: 1,
  unit: 'A',
  floor: '12',
  block: '3',
  street: '28 Lok King Street, Fo Tan',
  district: 16,
  otherDistrict: '',
  areaId: 3,
  otherArea: '',
  countryId: 56,
  otherCountry: '',
}
