import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** The reference lists (country codes, districts, estates, ...). */
export const referenceEndpoints = {
  getDropDownList: {
    method: 'GET',
    path: '/api/getDropDownList',
    access: 'public',
    schemas: async () => {
      const { reference } = await loadSchemas()
      return { query: reference.dropDownQuery, answer: reference.referenceItem.array() }
    },
  },
} as const satisfies Record<string, Endpoint>
