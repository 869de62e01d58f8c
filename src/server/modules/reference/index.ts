/**
 * Reference lists (country codes, estates, districts, interests …) as the portal serves them
 * (db/reference-lists.ts reads them), and the check of ids that should name their entries.
 */
export { default as referenceData } from './reference-data.ts'
export { default as referenceRoutes } from './routes.ts'
export { unknownReferenceIds } from './unknown-ids.ts'
