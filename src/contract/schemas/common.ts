import { type } from 'arktype'
import { normalizeEmail } from '../rules/personal-details.ts'

/** A row id: the database's integer columns end at 2^31-1, so a larger one is bad input, not a database error. */
export const rowId = type('1 <= number.integer <= 2147483647')

/** A whole number an integer column can hold. */
export const columnInteger = type('-2147483648 <= number.integer <= 2147483647')

/** A reference-list id; query strings and old clients send it as a string ('1'). */
export const referenceId = rowId.or(type('string.integer.parse').to(rowId))

/** A phone number as typed: spaces around it are not part of it (the form trims as the member types). */
export const phoneNumberInput = type('string <= 64').pipe((phone) => phone.trim())

/** The answer of a call that has nothing to say beyond success. */
export const noData = type('null')

/** An e-mail address as typed; handlers get it normalised (the form's rule checks the same form). */
export const emailAddressInput = type('string <= 320').pipe(normalizeEmail)
