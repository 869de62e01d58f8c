import { createContext, use } from 'react'
import type { StaffSession } from '#contract/schemas/staff'

/** The staff member signed in, which the console learns before it shows any of its pages. */
export const SignedInStaff = createContext<StaffSession | null>(null)

export function useSignedInStaff(): StaffSession {
  const staff = use(SignedInStaff)
  if (!staff) throw new Error('a console page is shown only inside the signed-in console')
  return staff
}
