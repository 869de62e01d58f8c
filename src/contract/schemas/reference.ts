import { type } from 'arktype'
import { langs } from '../languages.ts'
import { dropDownTypes, type DropDownItems, type DropDownType } from '../reference.ts'

export const dropDownQuery = type({ dropDownType: type.enumerated(...dropDownTypes) })

/**
 * An item of any reference list: an id and its names in three languages, plus what the list
 * of its type adds (a country code's digits, a district's area, a group estate's address).
 */
export const referenceItem = type({
  id: 'number',
  nameEn: 'string',
  nameTc: 'string',
  nameSc: 'string',
  'content?': 'string',
  'length?': 'number',
  'language?': type.enumerated(...langs),
  'areaId?': 'number | null',
  'street?': 'string | null',
  'districtId?': 'number | null',
  'propertyTypeId?': 'number | null',
  'countryId?': 'number | null',
})
export type ReferenceItem = typeof referenceItem.infer

type Fits = { [K in DropDownType]: DropDownItems[K] extends ReferenceItem ? true : false }[DropDownType]
/** Every list's items fit the one item schema: a list that did not would fail the type check here. */
export const everyListFits: false extends Fits ? never : true = true
