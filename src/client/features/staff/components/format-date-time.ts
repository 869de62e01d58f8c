import { localeOfLang, type Lang } from '#contract/languages'

const hongKong = 'Asia/Hong_Kong'

/** A date and time as the club reads it: Hong Kong time, in the page's language. */
export const dateTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOfLang[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: hongKong }).format(
    new Date(iso),
  )

/** A day as the club reads it: in Hong Kong, in the page's language. */
export const dateOnly = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOfLang[lang], { dateStyle: 'medium', timeZone: hongKong }).format(new Date(iso))
