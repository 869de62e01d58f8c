import { describe, expect, it } from 'vitest'
import {
  addressForCountry,
  addressForSinoEstate,
  addressProblems,
  addressTextMaxLength,
  registrationDocumentsProblem,
  type AddressFields,
} from '#contract/rules/address'
import type { SinoEstateItem } from '#contract/reference'
import { addressStepProblems, detailsProblems } from '#contract/schemas/registration'

const home: AddressFields = {
  isLiveInSinoProperties: true,
  sinoEstate: 1,
  nonSinoEstate: null,
  otherEstate: '',
  propertyTypeId: 1,
  unit: 'A',
  floor: '1',
  block: '',
  street: '28 Lok King Street',
  district: 16,
  otherDistrict: '',
  areaId: 3,
  otherArea: '',
  countryId: 56,
  otherCountry: '',
}
const overseas: AddressFields = {
  ...home,
  sinoEstate: 21,
  otherEstate: 'Marina Bay',
  district: 29,
  otherDistrict: 'Central',
  areaId: 40,
  otherArea: 'Central Region',
  countryId: 1,
  otherCountry: 'Singapore',
}

describe('address rules', () => {
  it('a complete home address and a complete overseas address pass', () => {
    expect(addressProblems(home)).toEqual({})
    expect(addressProblems(overseas)).toEqual({})
  })

  it('the estate must be chosen, from the group list or the other list', () => {
    expect(addressProblems({ ...home, sinoEstate: null })).toEqual({ sinoEstate: { key: 'address.address-buidling-required' } })
    const notGroup = { ...home, isLiveInSinoProperties: false, sinoEstate: null, propertyTypeId: null }
    expect(addressProblems(notGroup)).toEqual({ nonSinoEstate: { key: 'address.address-buidling-required' } })
    expect(addressProblems({ ...notGroup, nonSinoEstate: 2 })).toEqual({})
  })

  it("a free-text estate is needed for the 'other' estate: 21 in the group list, 5 in the other", () => {
    expect(addressProblems({ ...home, sinoEstate: 21 })).toEqual({
      otherEstate: { key: 'address.address-other-estate-required' },
    })
    expect(addressProblems({ ...home, sinoEstate: 21, otherEstate: 'Tower' })).toEqual({})
    const notGroup = { ...home, isLiveInSinoProperties: false, sinoEstate: null, nonSinoEstate: 5 }
    expect(addressProblems(notGroup)).toEqual({ otherEstate: { key: 'address.address-other-estate-required' } })
    expect(addressProblems({ ...notGroup, otherEstate: 'Block' })).toEqual({})
  })

  it('the property type is required for group properties only', () => {
    expect(addressProblems({ ...home, propertyTypeId: null })).toEqual({
      propertyTypeId: { key: 'address.address-type-of-property-required' },
    })
    expect(
      addressProblems({ ...home, isLiveInSinoProperties: false, sinoEstate: null, nonSinoEstate: 1, propertyTypeId: null }),
    ).toEqual({})
  })

  it("the district is required, with free text for the 'other' district 29", () => {
    expect(addressProblems({ ...home, district: null })).toEqual({ district: { key: 'address.address-district-required' } })
    expect(addressProblems({ ...home, district: 29 })).toEqual({
      otherDistrict: { key: 'address.address-other-district-required' },
    })
    expect(addressProblems({ ...home, district: 29, otherDistrict: 'Somewhere' })).toEqual({})
  })

  it('the area is required, with free text for area 40 when the country is not 56', () => {
    expect(addressProblems({ ...home, areaId: null })).toEqual({ areaId: { key: 'address.address-area-required' } })
    expect(addressProblems({ ...overseas, otherArea: '' })).toEqual({ otherArea: { key: 'address.address-other-area-required' } })
    expect(addressProblems({ ...home, areaId: 40 })).toEqual({})
  })

  it('the country is required, with free text for the other country 1', () => {
    expect(addressProblems({ ...home, countryId: null })).toEqual({ countryId: { key: 'address.address-country-required' } })
    expect(addressProblems({ ...overseas, otherCountry: ' ' })).toEqual({
      otherCountry: { key: 'address.address-other-country-required' },
    })
  })

  it('free-text fields are at most 100 characters', () => {
    expect(addressProblems({ ...home, street: 's'.repeat(addressTextMaxLength) })).toEqual({})
    expect(addressProblems({ ...home, street: 's'.repeat(addressTextMaxLength + 1) })).toEqual({
      street: { key: 'address.address-text-max', params: { digit: 100 } },
    })
  })

  it('a chosen membership type needs at least one document', () => {
    expect(registrationDocumentsProblem('Owner', [])).toEqual({ key: 'registerError.file_over_title_tip1' })
    expect(registrationDocumentsProblem('Owner', ['id'])).toBeUndefined()
    expect(registrationDocumentsProblem(null, [])).toBeUndefined()
  })

  it('the registration step takes at most 3 documents', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`)
    const step = (n: number) =>
      addressStepProblems({ ...home, propertyOwnership: 'Tenant', addressDocumentId: ids(n) }).addressDocumentId
    expect(step(3)).toBeUndefined()
    expect(step(4)).toEqual({ key: 'Register.uploadMaxLength', params: { count: 3 } })
  })
})

describe('country and estate changes', () => {
  it('the home country 56 clears area, estate and district', () => {
    expect(addressForCountry(overseas, 56)).toMatchObject({
      countryId: 56,
      areaId: null,
      sinoEstate: null,
      nonSinoEstate: null,
      district: null,
    })
    // Outside group properties the estate is the typed 'other' one again, not a list to search.
    expect(addressForCountry({ ...overseas, isLiveInSinoProperties: false }, 56)).toMatchObject({
      nonSinoEstate: 5,
      sinoEstate: null,
    })
  })

  it("another country sets the overseas area 40 and the 'other' estate and district", () => {
    expect(addressForCountry(home, 7)).toMatchObject({ countryId: 7, areaId: 40, sinoEstate: 21, district: 29 })
    const notGroup = { ...home, isLiveInSinoProperties: false }
    expect(addressForCountry(notGroup, 7)).toMatchObject({ nonSinoEstate: 5, sinoEstate: null })
  })

  it('choosing a group estate fills in street, district, property type, area and country', () => {
    const estate: SinoEstateItem = {
      id: 2,
      nameEn: 'Vision City',
      nameTc: '萬景峯',
      nameSc: '万景峯',
      street: '1 Yeung Uk Road',
      districtId: 11,
      propertyTypeId: 1,
      areaId: 3,
      countryId: 56,
    }
    expect(addressForSinoEstate({ ...overseas, unit: 'B' }, estate)).toMatchObject({
      sinoEstate: 2,
      street: '1 Yeung Uk Road',
      district: 11,
      propertyTypeId: 1,
      areaId: 3,
      countryId: 56,
      unit: 'B',
    })
  })
})

describe('step 1 as a whole', () => {
  const countryCodes = [{ id: 1, content: '+852', length: 8 }]
  const details = {
    salutationId: 1,
    firstName: 'Tai Man',
    lastName: 'Chan',
    emailAddress: 'chan@example.com',
    countryCodeId: 1,
    mobilePhone: '91234567',
    birthdayMonth: 3,
  }

  it('passes a complete step and names each field that breaks a rule', () => {
    expect(Object.values(detailsProblems(details, countryCodes)).filter(Boolean)).toEqual([])
    const problems = detailsProblems({ ...details, countryCodeId: 9, mobilePhone: '' }, countryCodes)
    expect(problems.countryCodeId).toEqual({ key: 'registerError.country-code-required' })
    expect(detailsProblems({ ...details, mobilePhone: '31234567' }, countryCodes).mobilePhone).toEqual({
      key: 'registerError.mobile_number_4_to_9',
    })
  })
})
