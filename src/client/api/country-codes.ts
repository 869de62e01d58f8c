import { useEffect, useState } from 'react'
import { referenceEndpoints } from '#contract/endpoints/reference'
import { defaultCountryCode, type CountryCodeItem } from '#contract/reference'
import { ApiError, call } from './http-client.ts'

/** +852 alone until the list arrives, so a form is usable at once. */
export const fallbackCountryCodes: readonly CountryCodeItem[] = [defaultCountryCode]

/** As the query client asks again for a list on screen that got no answer. */
const askAgainMs = 15_000

/**
 * Country codes for the login page, which goes without the query client (a visitor's first load
 * does): asked when the form opens, and again every 15 s while the network gives no answer.
 */
export function useCountryCodesOfLogin(): readonly CountryCodeItem[] {
  const [codes, setCodes] = useState(fallbackCountryCodes)
  useEffect(() => {
    const controller = new AbortController()
    let again: ReturnType<typeof setTimeout> | undefined
    const ask = () =>
      void call(referenceEndpoints.getDropDownList, { query: { dropDownType: 'COUNTRY_CODE' }, signal: controller.signal }).then(
        // The list answered is the one asked for; the table's schema covers every list's items at once.
        (items) => setCodes(items as CountryCodeItem[]),
        (error: unknown) => {
          if (error instanceof ApiError && error.isNetworkFailure && !controller.signal.aborted)
            again = setTimeout(ask, askAgainMs)
        },
      )
    ask()
    return () => {
      controller.abort()
      clearTimeout(again)
    }
  }, [])
  return codes
}
