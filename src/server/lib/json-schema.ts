import type { JsonSchema, Type } from 'arktype'

type Dialect = 'draft-07' | 'draft-2020-12'

/**
 * The JSON Schema of an arktype schema. What JSON Schema cannot say (custom checks, parsing
 * morphs) is left out: the arktype schema still checks it; the JSON Schema only describes
 * the shape (for the response serialiser and the API document). A request's schema is read
 * on its input side (a query's '1' before it is parsed to 1).
 */
export function jsonSchemaOf(schema: Type<unknown, object>, target: Dialect, side: 'in' | 'out' = 'out'): JsonSchema {
  const which = side === 'in' ? schema.in : schema.out
  const { $schema: _dialect, ...rest } = which.toJsonSchema({
    target,
    fallback: { default: (ctx) => ctx.base },
  }) as JsonSchema & {
    $schema?: string
  }
  return rest
}
