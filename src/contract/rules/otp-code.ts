import type { Problem } from '../messages.ts'
import { otpRules } from '../verification.ts'

/** The one-time code field: required, then exactly 6 digits. */
export function otpCodeProblem(code: string): Problem | undefined {
  if (code.trim() === '') return { key: 'registerError.verify-code-required' }
  return new RegExp(`^[0-9]{${otpRules.digits}}$`).test(code)
    ? undefined
    : { key: 'registerError.verify-code-digits', params: { digit: otpRules.digits } }
}
