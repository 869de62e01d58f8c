import type { Lang } from './languages.ts'

/** The club's time zone: a time read there carries no zone name. */
export const clubTimeZone = 'Asia/Hong_Kong'

type Moment = Date | string | number

/** Hong Kong English writes the day before the month, as the club's Chinese pages do in their order. */
const localeOf = { en: 'en-HK', tc: 'zh-HK', sc: 'zh-CN' } as const satisfies Record<Lang, string>

interface MomentOptions {
  /** The zone the moment is read in; the device's when not given. */
  timeZone?: string | undefined
}

/**
 * One way per language to write a day and a time, everywhere the portal shows one: the day in the
 * language's words (29 Nov 2026, 2026年11月29日) and a 24-hour clock (00:42, never 上午12:42).
 */
const dayParts = { year: 'numeric', month: 'short', day: 'numeric' } as const
const clockParts = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

const zoneOf = (options: MomentOptions) => options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone

/** The zone's short name after a time read outside Hong Kong (a member abroad), nothing in Hong Kong. */
function zoneSuffix(at: Date, lang: Lang, timeZone: string): string {
  if (timeZone === clubTimeZone) return ''
  const name = new Intl.DateTimeFormat(localeOf[lang], { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return name ? ` (${name})` : ''
}

/** A day and a time: "29 Nov 2026, 00:42", "2026年11月29日 00:42"; the zone named only outside Hong Kong. */
export function dateTimeText(moment: Moment, lang: Lang, options: MomentOptions = {}): string {
  const at = new Date(moment)
  const timeZone = zoneOf(options)
  const text = new Intl.DateTimeFormat(localeOf[lang], { ...dayParts, ...clockParts, timeZone }).format(at)
  return text + zoneSuffix(at, lang, timeZone)
}

/** A day: "29 Nov 2026", "2026年11月29日". */
export const dateText = (moment: Moment, lang: Lang, options: MomentOptions = {}): string =>
  new Intl.DateTimeFormat(localeOf[lang], { ...dayParts, timeZone: zoneOf(options) }).format(new Date(moment))

/** A time of today, with its seconds: "00:42:05". */
export const timeText = (moment: Moment, lang: Lang, options: MomentOptions = {}): string =>
  new Intl.DateTimeFormat(localeOf[lang], { ...clockParts, second: '2-digit', timeZone: zoneOf(options) }).format(
    new Date(moment),
  )
