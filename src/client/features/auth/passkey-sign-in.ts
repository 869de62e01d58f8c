import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { passkeySignInEndpoints } from '#contract/endpoints/passkey-sign-in'
import type { Lang } from '#contract/languages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { ApiError, call, supportContactOf } from '#client/api/http-client.ts'
import { completeLogin } from '#client/api/session.ts'
import { toast } from '#client/ui/toast.tsx'

/** The autofill request's options, while they are fetched; the autofill request is made once a page. */
let autofillOptions: Promise<unknown> | undefined
let dialogAsked = false

async function answer(options: PublicKeyCredentialRequestOptionsJSON, autofill: boolean) {
  // Loaded here rather than imported: the login page's first load lists every chunk this module needs.
  const { answerWithPasskey, passkeyCancelled } = await import('#client/lib/passkey-ceremony.ts')
  const credential = await answerWithPasskey(options, autofill).catch((error: unknown) => {
    // Autofill is offered where the browser can: a browser that cannot is no error to show.
    if (autofill || passkeyCancelled(error)) return undefined
    throw error
  })
  return credential ? call(passkeySignInEndpoints.passkeyLogin, { body: { credential } }) : undefined
}

/**
 * From the browser's dialog, or (`autofill`) from its suggestions in the phone field. A browser
 * holds one request at a time, the later replacing the earlier, so the dialog waits for the
 * autofill request to be under way, and an autofill request whose options came after the dialog
 * was asked for is not made.
 */
async function passkeySession(autofill: boolean) {
  if (autofill) {
    if (autofillOptions) return undefined
    const asked = call(passkeySignInEndpoints.passkeyLoginOptions).catch(() => undefined)
    autofillOptions = asked
    const offered = await asked
    return offered && !dialogAsked ? answer(offered.options, true) : undefined
  }
  dialogAsked = true
  await autofillOptions
  const { options } = await call(passkeySignInEndpoints.passkeyLoginOptions)
  return answer(options, false)
}

/**
 * A sign-in with a passkey instead of phone and password, loaded when the member first turns to
 * the login form, so that the login page's first load does not carry it. A refusal is said in
 * the server's words (it is no wrong password); a passkey not used is no error.
 */
export async function signInWithPasskey(autofill: boolean, LL: TranslationFunctions, lang: Lang): Promise<void> {
  try {
    const session = await passkeySession(autofill)
    if (session) completeLogin(session.token, lang, `/${lang}/my-account/Profile`)
  } catch (error) {
    const supportEmail = supportContactOf(error)
    if (supportEmail !== undefined) toast.error(LL.Login.duplicatedMember({ email: supportEmail }))
    else toast.error(error instanceof ApiError && error.envelope ? error.envelope.msg : LL.common.error())
  }
}
