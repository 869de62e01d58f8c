import { clubTimeZone, dateTimeText } from '#contract/date-time'
import type { Lang } from '#contract/languages'
import { localeOfLang } from '#contract/languages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { translatorFor } from '#server/lib/server-messages.ts'
import type { MemberDataFile } from './data-export-file.ts'
import type { ReferenceNames } from './reference-names.ts'
import { browserOf } from './user-agent.ts'

type Words = Record<string, (() => string) | undefined>

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const isoTime = /^\d{4}-\d{2}-\d{2}T/

/** What a page shows of the copy: its words, the names of coded values, and the documents by id. */
interface Reading {
  LL: TranslationFunctions
  lang: Lang
  names: ReferenceNames
}

const timeText = (lang: Lang, iso: string) => dateTimeText(iso, lang, { timeZone: clubTimeZone })

const labelOf = ({ LL }: Reading, column: string) => (LL.mail.dataExport.fields as unknown as Words)[column]?.()

/** A value as a person reads it: codes as words, times in Hong Kong time, records as lists of their own. */
function shown(reading: Reading, column: string, value: unknown): string {
  const { LL, lang, names } = reading
  if (value === null || value === undefined || value === '') return '–'
  const named = names[column]?.get(value as never)
  if (named !== undefined) return escapeHtml(named)
  if (typeof value === 'boolean') return escapeHtml(value ? LL.mail.dataExport.yes() : LL.mail.dataExport.no())
  if (typeof value === 'string' && isoTime.test(value)) return escapeHtml(timeText(lang, value))
  if (Array.isArray(value)) return value.map((item) => shown(reading, column, item)).join(', ')
  if (typeof value === 'object') return record(reading, value as Record<string, unknown>)
  if (column === 'size' && typeof value === 'number') {
    return escapeHtml(LL.mail.dataExport.kilobytes({ size: Math.max(1, Math.round(value / 1024)) }))
  }
  if (column === 'userAgent' && typeof value === 'string') {
    const browser = browserOf(value)
    return escapeHtml(browser ? LL.mail.dataExport.browserOn(browser) : LL.mail.dataExport.unknownBrowser())
  }
  if (column === 'action' && typeof value === 'string') return word(LL.staffConsole.auditAction, value.replace('.', '_'), value)
  if (column === 'targetKind' && typeof value === 'string') return word(LL.staffConsole.auditTarget, value, value)
  const values = (LL.mail.dataExport.values as unknown as Record<string, Words | undefined>)[column]
  return values ? word(values, String(value), String(value)) : escapeHtml(String(value))
}

const word = (words: object, key: string, fallback: string) => escapeHtml((words as Words)[key]?.() ?? fallback)

/**
 * One row of the copy as label and value, one under the other on a phone: only the columns with a
 * label show (ids, checksums and the like are the JSON file's business).
 */
function record(reading: Reading, row: Record<string, unknown>): string {
  const items = Object.entries(row).flatMap(([column, value]) => {
    const label = labelOf(reading, column)
    return label ? [`<div><dt>${escapeHtml(label)}</dt><dd>${shown(reading, column, value)}</dd></div>`] : []
  })
  return `<dl>${items.join('')}</dl>`
}

function section(reading: Reading, title: string, rows: Record<string, unknown>[]): string {
  const body =
    rows.length === 0
      ? `<p>${escapeHtml(reading.LL.mail.dataExport.nothing())}</p>`
      : rows.map((row) => `<div class="record">${record(reading, row)}</div>`).join('')
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`
}

const style =
  'body{font-family:system-ui,"Noto Sans CJK TC","Noto Sans CJK SC",sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#222;line-height:1.45;overflow-wrap:anywhere}' +
  'h2{margin:2rem 0 .5rem;font-size:1.2rem}.record{border:1px solid #ccc;border-radius:6px;padding:.25rem .75rem;margin:0 0 .75rem}' +
  'dl{margin:0}dl>div{display:grid;grid-template-columns:minmax(0,14rem) minmax(0,1fr);gap:.75rem;padding:.4rem 0;border-top:1px solid #eee}' +
  'dl>div:first-child{border-top:0}dt{font-weight:600;color:#444}dd{margin:0}dd dl{border-left:3px solid #eee;padding-left:.6rem}' +
  '@media (max-width:36rem){dl>div{grid-template-columns:minmax(0,1fr);gap:.1rem}}'

/**
 * The member's data as one self-contained page in their language: no script, no outside
 * resource, so it opens anywhere, offline. Each field has its label and each coded value its
 * words in that language (`names` holds the reference lists'), and it reads on a phone.
 */
export function memberDataHtml(file: MemberDataFile, lang: Lang, names: ReferenceNames): string {
  const LL = translatorFor(lang)
  const documents = new Map(file.sections.documents.map((row) => [row.id, String(row.originalName)]))
  const reading: Reading = { LL, lang, names: { ...names, fileId: documents } }
  const titles = LL.mail.dataExport.sections
  const parts = [
    section(reading, titles.consents(), [file.consents]),
    ...Object.entries(file.sections).map(([name, rows]) => section(reading, titles[name as keyof typeof file.sections](), rows)),
    section(reading, titles.auditEntries(), file.auditEntries),
  ]
  return `<!doctype html>
<html lang="${localeOfLang[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(LL.mail.dataExport.title())}</title>
<style>${style}</style>
</head>
<body>
<h1>${escapeHtml(LL.mail.dataExport.title())}</h1>
<p>${escapeHtml(LL.mail.dataExport.intro({ name: file.name, memberId: file.clubMemberId, date: timeText(lang, file.preparedAt) }))}</p>
<p>${escapeHtml(LL.mail.dataExport.documentsNote())}</p>
${parts.join('\n')}
</body>
</html>
`
}
