/**
 * Reference lists (country codes, estates, districts, interests …) as the portal serves them.
 */
export { default as referenceData } from './reference-data.ts'
export { default as referenceRoutes } from './routes.ts'
export { listDropDown } from './service.ts'
export { unknownReferenceIds } from './unknown-ids.ts'
