import { useSyncExternalStore } from 'react'
import { readSessionJson, writeSessionJson } from './session-storage.ts'

/** Which e-mail a member is waiting for on verify-email. */
type EmailVerify = 'registration' | 'forgetPassword' | 'firstTimeLogin'

/**
 * The logged-out flow state (everything but the token, which lives in
 * local storage): what registration, verification and recovery screens hand each other.
 */
export interface FlowState {
  memberId: string
  isForget: boolean
  isFirstTimeLogin: boolean
  phone: string
  countryCode: number | null
  email: string
  emailVerify: EmailVerify | ''
  isPMemberRegistration: boolean
  forgetPasswordToken: string
  /** What a verified first-time code answers; sendEmail and resendEmail need it (not in the spec's list). */
  firstTimeKey: string
  /** Digits of the chosen country code, for phone messages with :digit. */
  digit: number
}

export const emptyFlowState: FlowState = {
  memberId: '',
  isForget: false,
  isFirstTimeLogin: false,
  phone: '',
  countryCode: null,
  email: '',
  emailVerify: '',
  isPMemberRegistration: false,
  forgetPasswordToken: '',
  firstTimeKey: '',
  digit: 8,
}

const storageKey = 'flowState'
let state: FlowState = { ...emptyFlowState, ...readSessionJson<Partial<FlowState>>(storageKey) }
const listeners = new Set<() => void>()

export const getFlowState = (): FlowState => state

export function updateFlowState(changes: Partial<FlowState>): void {
  state = { ...state, ...changes }
  writeSessionJson(storageKey, state)
  for (const listener of listeners) listener()
}

export function resetFlowState(): void {
  updateFlowState(emptyFlowState)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useFlowState = (): FlowState => useSyncExternalStore(subscribe, getFlowState)
