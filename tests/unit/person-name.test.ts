import { describe, expect, it } from 'vitest'
import { cardName } from '#contract/membership-card'
import { fullName as greetingName } from '#client/features/profile/full-name.ts'
import { fullName as mailName } from '#server/modules/members/member-records.ts'

const typedInChinese = { firstName: '嘉欣', lastName: '陳', chineseName: null, chineseSurname: null }
const english = { firstName: 'Ka Yan', lastName: 'Chan', chineseName: null, chineseSurname: null }
const withChinese = { ...english, chineseSurname: '陳', chineseName: '嘉欣' }

describe('a member’s name in the order of its script', () => {
  it('a name typed in Chinese characters reads surname first, on the card, in the greeting and in e-mails', () => {
    expect(cardName(typedInChinese)).toBe('陳嘉欣')
    for (const lang of ['en', 'tc', 'sc'] as const) expect(greetingName(typedInChinese, lang)).toBe('陳嘉欣')
    expect(mailName(typedInChinese)).toBe('陳嘉欣')
  })

  it('an English name keeps its order, in capitals on the card', () => {
    expect(cardName(english)).toBe('KA YAN CHAN')
    expect(greetingName(english, 'tc')).toBe('Ka Yan Chan')
    expect(mailName(english)).toBe('Ka Yan Chan')
  })

  it('the Chinese name, once given, is the card’s and the passes’ name in every language', () => {
    expect(cardName(withChinese)).toBe('陳嘉欣')
    expect(greetingName(withChinese, 'tc')).toBe('陳嘉欣')
    expect(greetingName(withChinese, 'en')).toBe('Ka Yan Chan')
  })
})
