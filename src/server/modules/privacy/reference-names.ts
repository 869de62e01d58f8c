import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Lang } from '#contract/languages'
import type { Db } from '#server/db/database.ts'
import * as t from '#server/db/schema.ts'

/** The words of coded values, by the column that holds the code. */
export type ReferenceNames = Record<string, ReadonlyMap<unknown, string>>

type Names = Record<'id' | 'nameEn' | 'nameTc' | 'nameSc', AnyPgColumn>

/** Columns of the copy that hold an entry of a reference list. */
const listOf: Record<string, PgTable & Names> = {
  salutationId: t.salutations,
  ageRangeId: t.ageRanges,
  nationalityId: t.nationalities,
  defaultLangId: t.languages,
  sinoStaffCompanyId: t.staffCompanies,
  sinoEstateId: t.sinoEstates,
  nonSinoEstateId: t.nonSinoEstates,
  propertyTypeId: t.propertyTypes,
  districtId: t.districts,
  areaId: t.areas,
  countryId: t.countries,
  interestId: t.interests,
  vehicleTypeId: t.vehicleTypes,
}

const nameColumn = { en: 'nameEn', tc: 'nameTc', sc: 'nameSc' } as const
const reasonColumn = { en: 'textEn', tc: 'textTc', sc: 'textSc' } as const

/** The reference lists' names in the language, and country codes as dialled. */
export async function referenceNames(db: Db, lang: Lang): Promise<ReferenceNames> {
  const names: Record<string, Map<unknown, string>> = {}
  for (const [column, table] of Object.entries(listOf)) {
    const rows = await db.select({ id: table.id, name: table[nameColumn[lang]] }).from(table)
    names[column] = new Map(rows.map((row) => [row.id, String(row.name)]))
  }
  const codes = await db.select({ id: t.countryCodes.id, content: t.countryCodes.content }).from(t.countryCodes)
  names.countryCodeId = names.newCountryCodeId = new Map(codes.map((row) => [row.id, row.content]))
  const reasons = await db
    .select({ id: t.rejectionReasons.id, text: t.rejectionReasons[reasonColumn[lang]] })
    .from(t.rejectionReasons)
  names.rejectionReasonId = new Map(reasons.map((row) => [row.id, row.text]))
  return names
}
