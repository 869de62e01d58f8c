import { localeOfLang, type Lang } from '#contract/languages'

/**
 * A moment as the member reads it: in their device's time zone (the club's is Hong Kong, a
 * member abroad sees their own), named, in the page's language.
 */
export const memberDateTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOfLang[lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))

/** A day as the member reads it, in their device's time zone. */
export const memberDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOfLang[lang], { dateStyle: 'medium' }).format(new Date(iso))
