import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The reference lists (country codes, districts, estates, ...). */
export const referenceEndpoints = {
  getDropDownList: {
    summary: 'One reference list (salutations, country codes, estates, …) in three languages.',
    method: 'GET',
    path: '/api/getDropDownList',
    access: 'public',
    schemas: lazySchemas(['reference'], ({ reference }) => ({
      query: reference.dropDownQuery,
      answer: reference.referenceItem.array(),
    })),
  },
} as const satisfies Record<string, Endpoint>
