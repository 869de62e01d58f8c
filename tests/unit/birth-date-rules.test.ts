import { describe, expect, it } from 'vitest'
import { birthDateAfter, birthDateProblems, recordedBirthDateProblems, type BirthDate } from '#contract/rules/birth-date'

const date = (birthdayDay: number | null, birthdayMonth: number | null, birthdayYear: number | null): BirthDate => ({
  birthdayDay,
  birthdayMonth,
  birthdayYear,
})
// 10 May 2026, 01:00 in Hong Kong (still 9 May in UTC).
const today = new Date('2026-05-09T17:00:00Z')
const underAge = { key: 'profile.birthday-under-age', params: { digit: 18 } }

describe('a date of birth', () => {
  it('may be given in part, or not at all', () => {
    expect(birthDateProblems(date(null, null, null), today)).toEqual({
      birthdayDay: undefined,
      birthdayMonth: undefined,
      birthdayYear: undefined,
    })
    expect(birthDateProblems(date(12, null, 1985), today).birthdayYear).toBeUndefined()
  })

  it('is a real date: 29 February only in a leap year', () => {
    expect(birthDateProblems(date(29, 2, 2000), today).birthdayDay).toBeUndefined()
    expect(birthDateProblems(date(29, 2, 2001), today).birthdayDay).toEqual({ key: 'profile.birthday-invalid' })
    expect(birthDateProblems(date(31, 4, null), today).birthdayDay).toEqual({ key: 'profile.birthday-invalid' })
    expect(birthDateProblems(date(null, 13, null), today).birthdayMonth).toEqual({ key: 'registerError.birthday-month-invalid' })
  })

  it('has a four-digit year from 1900', () => {
    expect(birthDateProblems(date(null, null, 1899), today).birthdayYear).toEqual({ key: 'profile.birth-year-invalid' })
    expect(birthDateProblems(date(null, null, 85), today).birthdayYear).toEqual({ key: 'profile.birth-year-invalid' })
    expect(birthDateProblems(date(null, null, 2027), today).birthdayYear).toEqual({ key: 'profile.birth-year-invalid' })
  })

  it('is of a member 18 or over, by the calendar in Hong Kong', () => {
    expect(birthDateProblems(date(null, null, 2015), today).birthdayYear).toEqual(underAge)
    // 18 today in Hong Kong, though not yet in UTC.
    expect(birthDateProblems(date(10, 5, 2008), today).birthdayYear).toBeUndefined()
    expect(birthDateProblems(date(11, 5, 2008), today).birthdayYear).toEqual(underAge)
    expect(birthDateProblems(date(null, 6, 2008), today).birthdayYear).toEqual(underAge)
  })

  it('refuses only what is under 18 however its missing parts are filled in', () => {
    // Born in 2008 in January to May 10: 18 already.
    expect(birthDateProblems(date(null, null, 2008), today).birthdayYear).toBeUndefined()
    expect(birthDateProblems(date(null, null, 2009), today).birthdayYear).toEqual(underAge)
  })
})

describe('a date of birth on record', () => {
  const recorded = date(null, 3, null)

  it('takes the parts not on record, once', () => {
    expect(recordedBirthDateProblems({ birthdayDay: 12, birthdayYear: 1985 }, recorded)).toEqual({
      birthdayDay: undefined,
      birthdayMonth: undefined,
      birthdayYear: undefined,
    })
    expect(birthDateAfter({ birthdayDay: 12 }, recorded)).toEqual(date(12, 3, null))
  })

  it('keeps a part on record: the same value again is no change, another is refused', () => {
    expect(recordedBirthDateProblems({ birthdayMonth: 3 }, recorded).birthdayMonth).toBeUndefined()
    expect(recordedBirthDateProblems({ birthdayMonth: 4 }, recorded).birthdayMonth).toEqual({ key: 'profile.birthday-on-record' })
    expect(recordedBirthDateProblems({ birthdayMonth: null }, recorded).birthdayMonth).toEqual({
      key: 'profile.birthday-on-record',
    })
  })
})
