import { clubTimeZone, dateText, dateTimeText } from '#contract/date-time'
import type { Lang } from '#contract/languages'

/** A date and time as the club reads it: Hong Kong time, in the page's language. */
export const dateTime = (iso: string, lang: Lang) => dateTimeText(iso, lang, { timeZone: clubTimeZone })

/** A day as the club reads it: in Hong Kong, in the page's language. */
export const dateOnly = (iso: string, lang: Lang) => dateText(iso, lang, { timeZone: clubTimeZone })
