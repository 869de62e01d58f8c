/**
 * The reference lists (country codes, estates, districts, interests …) as their tables hold
 * them: seeded by the migrations, read by every module that checks an id against one, and served
 * by the reference module.
 */
import { asc } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DropDownItems, DropDownType } from '#contract/reference'
import type { Db } from './database.ts'
import * as t from './schema.ts'

type NamedTable = PgTable & Record<'id' | 'nameEn' | 'nameTc' | 'nameSc' | 'sortOrder', AnyPgColumn>

const names = (table: NamedTable) => ({
  id: table.id,
  nameEn: table.nameEn,
  nameTc: table.nameTc,
  nameSc: table.nameSc,
})

type Loader<K extends DropDownType> = (db: Db) => Promise<DropDownItems[K][]>

const plain =
  <K extends DropDownType>(table: NamedTable): Loader<K> =>
  async (db) =>
    (await db.select(names(table)).from(table).orderBy(asc(table.sortOrder), asc(table.id))) as DropDownItems[K][]

const loaders: { [K in DropDownType]: Loader<K> } = {
  AGE_RANGE: plain(t.ageRanges),
  SALUTATION: plain(t.salutations),
  VEHICLE_TYPE: plain(t.vehicleTypes),
  COUNTRY: plain(t.countries),
  AREA: plain(t.areas),
  NON_SINO_ESTATE: plain(t.nonSinoEstates),
  NATIONALITY: plain(t.nationalities),
  TYPE_OF_PROPERTY: plain(t.propertyTypes),
  SINO_COMPANY: plain(t.staffCompanies),
  INTEREST: plain(t.interests),
  COUNTRY_CODE: async (db) =>
    (await db
      .select({ ...names(t.countryCodes), content: t.countryCodes.content, length: t.countryCodes.length })
      .from(t.countryCodes)
      .orderBy(asc(t.countryCodes.sortOrder), asc(t.countryCodes.id))) as DropDownItems['COUNTRY_CODE'][],
  LANGUAGE: async (db) =>
    (await db
      .select({ ...names(t.languages), language: t.languages.language })
      .from(t.languages)
      .orderBy(asc(t.languages.sortOrder), asc(t.languages.id))) as DropDownItems['LANGUAGE'][],
  DISTRICT: async (db) =>
    (await db
      .select({ ...names(t.districts), areaId: t.districts.areaId })
      .from(t.districts)
      .orderBy(asc(t.districts.sortOrder), asc(t.districts.id))) as DropDownItems['DISTRICT'][],
  SINO_ESTATE: async (db) =>
    (await db
      .select({
        ...names(t.sinoEstates),
        street: t.sinoEstates.street,
        districtId: t.sinoEstates.districtId,
        propertyTypeId: t.sinoEstates.propertyTypeId,
        areaId: t.sinoEstates.areaId,
        countryId: t.sinoEstates.countryId,
      })
      .from(t.sinoEstates)
      .orderBy(asc(t.sinoEstates.sortOrder), asc(t.sinoEstates.id))) as DropDownItems['SINO_ESTATE'][],
}

/** Reference lists change only with a migration, so each process reads each list once. */
const cache = new WeakMap<Db, Map<DropDownType, Promise<unknown[]>>>()

export function listDropDown<K extends DropDownType>(db: Db, type: K): Promise<DropDownItems[K][]> {
  let lists = cache.get(db)
  if (!lists) cache.set(db, (lists = new Map()))
  let list = lists.get(type)
  if (!list) {
    list = loaders[type](db)
    list.catch(() => lists.delete(type))
    lists.set(type, list)
  }
  return list as Promise<DropDownItems[K][]>
}
