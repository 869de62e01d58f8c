import { type } from 'arktype'

/** A reference-list id; query strings and old clients send it as a string ('1'). */
export const referenceId = type('number.integer >= 1').or(type('string.integer.parse').to('number.integer >= 1'))
