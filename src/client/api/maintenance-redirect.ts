import { ReturnCode } from '#contract/return-codes'
import { ApiError } from './http-client.ts'

/** A write refused for maintenance (630) turns the page to the notice, in the page's language. */
export function leaveIfUnderMaintenance(error: unknown): void {
  if (error instanceof ApiError && error.returnCode === ReturnCode.underMaintenance) {
    location.assign(`/${location.pathname.split('/')[1] || 'en'}/maintenance`)
  }
}
