import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropDownTypes, referenceIds } from '#contract/reference'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('pglite'))('GET /api/getDropDownList on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const list = async (type: string) => {
    const response = await test.app.inject({ url: `/api/getDropDownList?dropDownType=${type}` })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ success: true, returnCode: 200 })
    return body.data as Array<Record<string, unknown> & { id: number; nameEn: string; nameTc: string; nameSc: string }>
  }

  it.each(dropDownTypes)('answers %s with ids and names in three languages', async (type) => {
    const items = await list(type)
    expect(items.length).toBeGreaterThan(1)
    for (const item of items) {
      expect(item.id).toEqual(expect.any(Number))
      for (const name of [item.nameEn, item.nameTc, item.nameSc]) expect(name).toMatch(/\S/)
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
  })

  it('has the country codes: 1 is +852 of 8 digits, 4 exists (hidden by the client), and Others', async () => {
    const codes = await list('COUNTRY_CODE')
    expect(codes[0]).toMatchObject({ id: 1, content: '+852', length: 8 })
    expect(codes.find((c) => c.id === referenceIds.hiddenCountryCode)).toBeDefined()
    expect(codes.find((c) => c.content === '+853')).toMatchObject({ length: 8 })
    expect(codes.find((c) => c.content === '+86')).toMatchObject({ length: 11 })
    expect(codes.find((c) => c.content === 'Others')).toMatchObject({ length: 15 })
  })

  it("has Hong Kong's 18 districts and the 'other' district 29", async () => {
    const districts = await list('DISTRICT')
    expect(districts.filter((d) => d.id !== referenceIds.otherDistrict)).toHaveLength(18)
    expect(districts.find((d) => d.id === 29)?.nameEn).toBe('Others')
    expect(districts.find((d) => d.nameEn === 'Sha Tin')).toMatchObject({ nameTc: '沙田區', nameSc: '沙田区', areaId: 3 })
  })

  it('has the identifiers that carry a meaning of their own', async () => {
    expect((await list('AREA')).map((a) => a.id)).toContain(referenceIds.overseasArea)
    const countries = await list('COUNTRY')
    expect(countries.find((c) => c.id === referenceIds.homeCountry)?.nameEn).toBe('Hong Kong SAR')
    expect(countries.find((c) => c.id === referenceIds.otherCountry)?.nameEn).toBe('Others')
    expect((await list('SINO_ESTATE')).find((e) => e.id === referenceIds.otherSinoEstate)).toMatchObject({ districtId: null })
    expect((await list('NON_SINO_ESTATE')).find((e) => e.id === referenceIds.otherNonSinoEstate)?.nameEn).toBe('Others')
    expect((await list('TYPE_OF_PROPERTY')).find((p) => p.id === referenceIds.otherPropertyType)?.nameEn).toBe('Others')
  })

  it('fills an address from a group estate: street, district, property type, area and country', async () => {
    const palazzo = (await list('SINO_ESTATE')).find((e) => e.nameEn === 'The Palazzo')
    expect(palazzo).toMatchObject({
      street: expect.stringContaining('Fo Tan'),
      districtId: 16,
      propertyTypeId: 1,
      areaId: 3,
      countryId: 56,
    })
  })

  it('lists the languages and the vehicle types of the parking offer', async () => {
    expect((await list('LANGUAGE')).map((l) => l.language)).toEqual(['en', 'tc', 'sc'])
    expect((await list('VEHICLE_TYPE')).map((v) => v.nameEn)).toEqual(['Private Car', 'Light Goods Vehicle'])
  })

  it('may be cached by browsers for 5 minutes', async () => {
    const response = await test.app.inject({ url: '/api/getDropDownList?dropDownType=SALUTATION' })
    expect(response.headers['cache-control']).toBe('public, max-age=300')
  })

  it.each(['', 'dropDownType=', 'dropDownType=PLANETS', 'dropDownType=country_code'])('answers 400 for ?%s', async (query) => {
    const response = await test.app.inject({ url: `/api/getDropDownList?${query}`, headers: { 'accept-language': 'zh-HK' } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      returnCode: 400,
      msg: '輸入無效',
      data: { errors: [{ field: 'dropDownType', code: 'common.invalid-input', message: '輸入無效' }] },
    })
  })
})
