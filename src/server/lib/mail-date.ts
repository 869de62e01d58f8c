import type { Lang } from '#contract/languages'

const localeOf = (lang: Lang) => ({ en: 'en-HK', tc: 'zh-HK', sc: 'zh-CN' })[lang]

/** A day as an e-mail to a member writes it: in words of their language, on Hong Kong's calendar. */
export const mailDate = (date: Date, lang: Lang): string =>
  date.toLocaleDateString(localeOf(lang), { timeZone: 'Asia/Hong_Kong', dateStyle: 'long' })
