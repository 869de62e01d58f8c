import { useFlowState } from '#client/lib/flow-state.ts'
import { RegistrationProgress } from './registration-shell.tsx'

/** On a verification page of a registration, its progress with the last step current; nothing in recovery. */
export function VerificationStep() {
  const state = useFlowState()
  if (state.isForget || state.isFirstTimeLogin) return null
  return <RegistrationProgress kind={state.isPMemberRegistration ? 'pMember' : 'ordinary'} step={3} />
}
