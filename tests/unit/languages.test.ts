import { describe, expect, it } from 'vitest'
import { langFromAcceptLanguage, localName, localeOfLang, resolveLang } from '#contract/languages'
import { locales } from '#i18n/i18n-util'

describe('languages', () => {
  it('maps en, tc and sc to the dictionaries that exist', () => {
    expect(Object.values(localeOfLang).sort()).toEqual([...locales].sort())
  })

  it('takes the language from the path, else the stored choice, else English', () => {
    expect(resolveLang('/tc/Login', 'sc')).toBe('tc')
    expect(resolveLang('/fr/Login', 'sc')).toBe('sc')
    expect(resolveLang('/', null)).toBe('en')
    expect(resolveLang('/', 'xx')).toBe('en')
  })

  it.each([
    ['zh-HK', 'tc'],
    ['zh-TW,zh;q=0.9', 'tc'],
    ['zh-Hant-HK', 'tc'],
    ['zh-CN', 'sc'],
    ['zh-Hans', 'sc'],
    ['zh', 'sc'],
    ['en-GB,en;q=0.8', 'en'],
    ['fr-FR', 'en'],
    ['fr;q=0.9, zh-HK;q=0.8', 'tc'],
    ['en;q=0.1, zh-CN;q=0.9', 'sc'],
    ['', 'en'],
    ['sc', 'en'],
  ])('reads Accept-Language %j as %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang)
  })

  it('names a list entry in the page language', () => {
    const item = { nameEn: 'Sha Tin', nameTc: '沙田區', nameSc: '沙田区' }
    expect([localName(item, 'en'), localName(item, 'tc'), localName(item, 'sc')]).toEqual(['Sha Tin', '沙田區', '沙田区'])
  })
})
