import { encodeProblem, type Problem } from '#contract/messages'

/**
 * A contract rule's problems by field as a form validator's answer (field → message key),
 * or undefined when every field is fine.
 */
export function problemFields(problems: Record<string, Problem | undefined>): { fields: Record<string, string> } | undefined {
  const fields: Record<string, string> = {}
  for (const [field, problem] of Object.entries(problems)) if (problem) fields[field] = encodeProblem(problem)
  return Object.keys(fields).length > 0 ? { fields } : undefined
}
