import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { localeOfLang, type Lang } from '#contract/languages'
import { readProblem } from '#contract/messages'
import type { Namespaces, TranslationFunctions } from '#i18n/i18n-types'
import { i18nObject } from '#i18n/i18n-util'
import { loadLocaleAsync, loadNamespaceAsync } from '#i18n/i18n-util.async'
import { translateRead } from '#i18n/message-paths'

interface I18n {
  lang: Lang
  LL: TranslationFunctions
}

const I18nContext = createContext<I18n | null>(null)

/** Only the dictionary of the page's language is downloaded. */
export const loadLang = (lang: Lang): Promise<void> => loadLocaleAsync(localeOfLang[lang])

/** Texts of the pages past the login page; the server's own texts are namespaces the client never loads. */
const pageNamespaces = [
  'registration',
  'verification',
  'recovery',
  'address',
  'uploadWidget',
  'receipt',
  'uploadOutbox',
  'legacyNotice',
  'venueCard',
  'profile',
  'membership',
  'parking',
  'applications',
] as const satisfies readonly Namespaces[]

/** The texts a page needs beyond the base dictionary: none (the pages anyone may open first), the member pages', or the staff console's. */
export type TextSet = 'base' | 'pages' | 'staff'

/** The staff forms share the members' password rule and a decision's reason, whose words live with the profile's. */
const textNamespaces: Record<TextSet, readonly Namespaces[]> = {
  base: [],
  pages: pageNamespaces,
  staff: ['staffConsole', 'profile'],
}
const textLoads = new Map<string, Promise<void>>()

/** The texts of a set in a language, downloaded once; the first page of most visits needs none. */
export function loadTexts(lang: Lang, set: TextSet): Promise<void> {
  const key = `${lang}:${set}`
  let load = textLoads.get(key)
  if (!load) {
    load = Promise.all(textNamespaces[set].map((namespace) => loadNamespaceAsync(localeOfLang[lang], namespace))).then(
      () => undefined,
    )
    load.catch(() => textLoads.delete(key))
    textLoads.set(key, load)
  }
  return load
}

/** `texts`: the set loaded, so the translations are made again once another is. */
export function I18nProvider({ lang, texts, children }: { lang: Lang; texts: TextSet; children: ReactNode }) {
  // texts is a dependency on purpose: the translations read the dictionary when made.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ lang, LL: i18nObject(localeOfLang[lang]) }), [lang, texts])
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
  const problem = readProblem(message)
  return (problem && translateRead(LL, problem)) ?? LL.common['invalid-input']()
}

export function useDocumentTitle(page: string): void {
  const { LL } = useI18n()
  const title = LL.meta.title({ page })
  useEffect(() => {
    document.title = title
  }, [title])
}
