import { describe, expect, it } from 'vitest'
import en from '#i18n/en/index'
import zhCN from '#i18n/zh-CN/index'
import zhHK from '#i18n/zh-HK/index'
import { translate } from '#i18n/message-paths'
import { i18nObject } from '#i18n/i18n-util'
import { loadAllLocales } from '#i18n/i18n-util.sync'
import { messageKeys } from '#contract/messages'

type Dictionary = Record<string, Record<string, string>>
const dictionaries = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as unknown as Record<string, Dictionary>

const entries = (dictionary: Dictionary) =>
  Object.entries(dictionary).flatMap(([namespace, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${namespace}.${key}`, text] as const),
  )

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

describe('dictionaries', () => {
  const base = new Map(entries(dictionaries['zh-HK']!))

  it.each(Object.keys(dictionaries))('%s has every key of the base locale and no other, none empty', (locale) => {
    const own = new Map(entries(dictionaries[locale]!))
    expect([...own.keys()].sort()).toEqual([...base.keys()].sort())
    for (const [key, text] of own) expect(text.trim(), key).not.toBe('')
  })

  it.each(['zh-HK', 'zh-CN'])('%s is written in Chinese, not copied from English', (locale) => {
    const english = new Map(entries(dictionaries.en!))
    const chinese = entries(dictionaries[locale]!)
    const copied = chinese.filter(([key, text]) => text === english.get(key) && /[a-z]{3}/i.test(text))
    // The brand is 信和會 / 信和会 in Chinese; only the language switcher's English label stays as it is.
    expect(copied.map(([key]) => key).sort()).toEqual(['language.enName'])
    for (const [key, text] of chinese.filter(([key]) => !copied.some(([k]) => k === key))) {
      if (!['language.en', 'language.tc', 'language.sc'].includes(key)) expect(text, key).toMatch(/[\u3400-\u9fff]/)
    }
  })

  it('uses the same placeholders in every language', () => {
    for (const locale of ['en', 'zh-CN']) {
      for (const [key, text] of entries(dictionaries[locale]!))
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(base.get(key)!))
    }
  })

  it('translates every validation message key of the contract', () => {
    loadAllLocales()
    const LL = i18nObject('en')
    for (const key of messageKeys) expect(translate(LL, { key, params: { digit: 8 } } as never), key).not.toBe(key)
  })
})
