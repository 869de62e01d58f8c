import type { Lang, Locale } from '#contract/languages'
import { localeOfLang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { i18nObject } from '#i18n/i18n-util'
import { loadAllLocales } from '#i18n/i18n-util.sync'
import { translate, type Message } from '#i18n/message-paths'

loadAllLocales()
const translators = new Map<Locale, TranslationFunctions>()

/** A message the server sends in an envelope's `msg`, an e-mail or an SMS. */
export type ServerMessage = Message

export function translatorFor(lang: Lang): TranslationFunctions {
  const locale = localeOfLang[lang]
  let LL = translators.get(locale)
  if (!LL) {
    LL = i18nObject(locale)
    translators.set(locale, LL)
  }
  return LL
}

export const serverText = (lang: Lang, message: ServerMessage): string => translate(translatorFor(lang), message)

/** A validation problem of the contract as a message: its key is a dictionary path by construction. */
export const problemMessage = (problem: Problem | ServerMessage): ServerMessage =>
  ({ key: problem.key, params: problem.params }) as ServerMessage
