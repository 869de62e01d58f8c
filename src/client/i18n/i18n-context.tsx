import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { localeOfLang, type Lang } from '#contract/languages'
import { decodeProblem } from '#contract/messages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { i18nObject } from '#i18n/i18n-util'
import { loadLocaleAsync } from '#i18n/i18n-util.async'
import { translate, type Message } from '#i18n/message-paths'

interface I18n {
  lang: Lang
  LL: TranslationFunctions
}

const I18nContext = createContext<I18n | null>(null)

/** Only the dictionary of the page's language is downloaded. */
export const loadLang = (lang: Lang): Promise<void> => loadLocaleAsync(localeOfLang[lang])

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ lang, LL: i18nObject(localeOfLang[lang]) }), [lang])
  useEffect(() => {
    document.documentElement.lang = localeOfLang[lang]
    document.querySelector('meta[name="description"]')?.setAttribute('content', value.LL.meta.description())
  }, [lang, value])
  return <I18nContext value={value}>{children}</I18nContext>
}

export function useI18n(): I18n {
  const i18n = use(I18nContext)
  if (!i18n) throw new Error('useI18n outside I18nProvider')
  return i18n
}

/** The text of a validation problem (a contract message key, maybe with parameters). */
export function problemText(LL: TranslationFunctions, message: string): string {
  const problem = decodeProblem(message)
  return problem ? translate(LL, { key: problem.key, params: problem.params } as Message) : LL.common['invalid-input']()
}

export function useDocumentTitle(page: string): void {
  const { LL } = useI18n()
  const title = LL.meta.title({ page })
  useEffect(() => {
    document.title = title
  }, [title])
}
