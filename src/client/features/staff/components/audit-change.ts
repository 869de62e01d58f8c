import type { Lang } from '#contract/languages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { dateTime } from './format-date-time.ts'

type Labels = Record<string, (() => string) | undefined>

/** A moment as the log keeps it (an ISO time in UTC); shown in Hong Kong time in the console's words. */
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** The words of a rejection reason by its code, in the console's language; the code when it is not listed. */
export type ReasonWords = (code: string) => string | undefined

/** A field's value in words: a state, a role, a reason, a time, yes or no; the value as recorded otherwise. */
function valueText(LL: TranslationFunctions, lang: Lang, field: string, value: unknown, reasonWords: ReasonWords): string {
  if (value === undefined || value === null) return '—'
  if (typeof value === 'boolean') return value ? LL.staffConsole.auditYes() : LL.staffConsole.auditNo()
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : JSON.stringify(value)
  if (isoMoment.test(value)) return dateTime(value, lang)
  if (field === 'reason') return reasonWords(value) ?? value
  const words = LL.staffConsole as unknown as Labels
  const named: Record<string, string | undefined> = {
    status: `status_${value}`,
    tier: `tier_${value}`,
    role: `role_${value}`,
    type: `referral_${value}`,
    channel: `closingChannel_${value}`,
  }
  const key = named[field]
  // The dictionaries answer an empty text for a word they do not have.
  return (key ? words[key]?.() : (LL.staffConsole.auditValue as unknown as Labels)[value]?.()) || value
}

/** A field's name in the console's language ('linkExpiresAt' → "Link expires"); the name itself when it has none. */
const fieldLabel = (LL: TranslationFunctions, field: string) =>
  (LL.staffConsole.auditField as unknown as Labels)[field]?.() || field

/** A change as lines a person reads: each field once, its value before and after (or the one it had). */
export function changeLines(
  LL: TranslationFunctions,
  lang: Lang,
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  reasonWords: ReasonWords,
): string[] {
  const { before, after } = change
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const text = (field: string, value: unknown) => valueText(LL, lang, field, value, reasonWords)
  return fields.map((field) => {
    const value =
      before && after ? `${text(field, before[field])} → ${text(field, after[field])}` : text(field, (before ?? after)?.[field])
    return LL.staffConsole.auditLine({ field: fieldLabel(LL, field), value })
  })
}
