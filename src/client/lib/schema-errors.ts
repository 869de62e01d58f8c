import type { StandardSchemaV1 } from '@tanstack/react-form'

/**
 * A Standard Schema (arktype) result as a form validator's answer: the first message per
 * field. Used where the schema arrives late (see the login rules), so TanStack Form cannot
 * be handed the schema itself.
 */
export async function schemaFieldErrors(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<{ fields: Record<string, string> } | undefined> {
  const result = await schema['~standard'].validate(value)
  if (!result.issues) return undefined
  const fields: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
    fields[path] ??= issue.message
  }
  return { fields }
}
