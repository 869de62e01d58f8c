import type { Traversal } from 'arktype'
import { encodeProblem, type Problem } from '../messages.ts'

/** Reports each field's problem to arktype, so the issue carries the field path and message key. */
export function rejectProblems(ctx: Traversal, problems: Record<string, Problem | undefined>): boolean {
  let valid = true
  for (const [field, problem] of Object.entries(problems)) {
    if (!problem) continue
    ctx.reject({ message: encodeProblem(problem), relativePath: [field] })
    valid = false
  }
  return valid
}
