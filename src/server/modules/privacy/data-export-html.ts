import type { Lang } from '#contract/languages'
import { localeOfLang } from '#contract/languages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { translatorFor } from '#server/lib/server-messages.ts'
import type { MemberDataFile } from './data-export-file.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A value as a person reads it: times in Hong Kong time in the file's language, records as indented JSON. */
function shown(value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return new Date(value).toLocaleString(localeOfLang[lang], {
      timeZone: 'Asia/Hong_Kong',
      dateStyle: 'medium',
      timeStyle: 'short',
    })
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  if (typeof value === 'object') return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`
  return escapeHtml(String(value))
}

function rowTable(row: Record<string, unknown>, lang: Lang): string {
  const cells = Object.entries(row)
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${shown(value, lang)}</td></tr>`)
    .join('')
  return `<table>${cells}</table>`
}

function section(title: string, rows: Record<string, unknown>[], LL: TranslationFunctions, lang: Lang): string {
  const body =
    rows.length === 0 ? `<p>${escapeHtml(LL.mail.dataExport.nothing())}</p>` : rows.map((row) => rowTable(row, lang)).join('')
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`
}

const style =
  'body{font-family:system-ui,"Noto Sans CJK TC","Noto Sans CJK SC",sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}' +
  'table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}' +
  'th{width:14rem;background:#f4f4f4;font-weight:600}pre{margin:0;white-space:pre-wrap;font-size:.85rem}h2{margin-top:2rem}'

/**
 * The member's data as one self-contained page in their language: no script, no outside
 * resource, so it opens anywhere, offline. Field names are those of the JSON file.
 */
export function memberDataHtml(file: MemberDataFile, lang: Lang): string {
  const LL = translatorFor(lang)
  const titles = LL.mail.dataExport.sections
  const parts = [
    section(titles.consents(), [file.consents], LL, lang),
    ...Object.entries(file.sections).map(([name, rows]) => section(titles[name as keyof typeof file.sections](), rows, LL, lang)),
    section(titles.auditEntries(), file.auditEntries, LL, lang),
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
<p>${escapeHtml(LL.mail.dataExport.intro({ name: file.name, memberId: file.clubMemberId, date: shown(file.preparedAt, lang) }))}</p>
<p>${escapeHtml(LL.mail.dataExport.documentsNote())}</p>
${parts.join('\n')}
</body>
</html>
`
}
