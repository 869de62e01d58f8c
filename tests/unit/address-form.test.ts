import { describe, expect, it } from 'vitest'
import { referenceIds, type DistrictItem, type SinoEstateItem } from '#contract/reference'
import { addressForCountry, addressForSinoEstate } from '#contract/rules/address'
import { addressStepForPropertyAnswer, addressStepFields } from '#client/features/registration/address-form-rules.ts'
import { addressForDistrict, districtsOfArea } from '#client/ui/form/address-transitions.ts'
import { emptyAddress, type AddressDraft } from '#client/features/registration/draft.ts'

const names = { nameEn: 'x', nameTc: 'x', nameSc: 'x' }
const palazzo: SinoEstateItem = {
  id: 1,
  ...names,
  street: '28 Lok King Street',
  districtId: 16,
  propertyTypeId: 1,
  areaId: 3,
  countryId: 56,
}
const districts: DistrictItem[] = [
  { id: 1, areaId: 1, ...names },
  { id: 5, areaId: 2, ...names },
  { id: referenceIds.otherDistrict, areaId: 40, ...names },
]
const complete: AddressDraft = { ...addressForSinoEstate(emptyAddress, palazzo), unit: 'A' }

describe('registration address form', () => {
  it('home country 56 clears area, estate and district', () => {
    const changed = addressForCountry(complete, referenceIds.homeCountry)
    expect([changed.areaId, changed.sinoEstate, changed.nonSinoEstate, changed.district]).toEqual([null, null, null, null])
  })

  it('another country sets the overseas area and the group "other" estate and district', () => {
    const changed = addressForCountry(complete, 3)
    expect(changed).toMatchObject({ countryId: 3, areaId: 40, sinoEstate: 21, nonSinoEstate: null, district: 29 })
  })

  it('another country outside group properties sets the non-group "other" estate', () => {
    const changed = addressForCountry({ ...emptyAddress, isLiveInSinoProperties: false }, 3)
    expect(changed).toMatchObject({ sinoEstate: null, nonSinoEstate: 5 })
  })

  it('choosing a group estate fills street, district, property type, area and country', () => {
    expect(complete).toMatchObject({
      sinoEstate: 1,
      street: '28 Lok King Street',
      district: 16,
      propertyTypeId: 1,
      areaId: 3,
      countryId: 56,
    })
  })

  it('a complete address has no problems; a membership type without documents asks for one', () => {
    expect(addressStepFields(complete)).toBeUndefined()
    expect(addressStepFields({ ...complete, propertyOwnership: 'Owner' })).toEqual({
      fields: { documents: 'registerError.file_over_title_tip1' },
    })
    expect(
      addressStepFields({
        ...complete,
        propertyOwnership: 'Owner',
        documents: [{ id: '9b1c1f1e-3c5b-4bb0-9d55-53a1f7d2a8a1', name: 'a.pdf' }],
      }),
    ).toBeUndefined()
  })

  it('each "other" id asks for its free text: estate 21 and 5, district 29, area 40 abroad, country 1', () => {
    const abroad = { ...addressForCountry(complete, referenceIds.otherCountry) }
    expect(Object.keys(addressStepFields(abroad)?.fields ?? {}).sort()).toEqual([
      'otherArea',
      'otherCountry',
      'otherDistrict',
      'otherEstate',
    ])
    const nonGroup = addressStepForPropertyAnswer(complete, false)
    expect(addressStepFields(nonGroup)?.fields).toEqual({
      otherEstate: 'address.address-other-estate-required',
    })
  })

  it('answering the property question drops the chosen estate; "no" starts from the other estate, to be typed, and drops the membership type and documents', () => {
    const owner = { ...complete, propertyOwnership: 'Owner' as const, documents: [{ id: 'a', name: 'a.pdf' }] }
    expect(addressStepForPropertyAnswer(owner, true)).toMatchObject({
      sinoEstate: null,
      propertyOwnership: 'Owner',
      documents: owner.documents,
    })
    expect(addressStepForPropertyAnswer(owner, false)).toMatchObject({
      isLiveInSinoProperties: false,
      sinoEstate: null,
      nonSinoEstate: referenceIds.otherNonSinoEstate,
      propertyOwnership: null,
      documents: [],
    })
  })

  it('offers the districts of the chosen area and always "other"', () => {
    expect(districtsOfArea(districts, 2).map((district) => district.id)).toEqual([5, 29])
    expect(districtsOfArea(districts, null)).toHaveLength(3)
  })

  it('a district chosen before the area fills the area in; a chosen area stays', () => {
    expect(addressForDistrict({ ...emptyAddress, areaId: null }, districts, 5)).toMatchObject({ district: 5, areaId: 2 })
    expect(addressForDistrict({ ...emptyAddress, areaId: 1 }, districts, 5)).toMatchObject({ district: 5, areaId: 1 })
  })
})
