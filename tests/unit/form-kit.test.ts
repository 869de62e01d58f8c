import { describe, expect, it, vi } from 'vitest'
import { encodeProblem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { emptyAddressFields } from '#contract/rules/address'
import { changedFields, setChangedValues } from '#client/ui/form/changed-values.ts'
import { dayOptions, monthOptions, yearInput } from '#client/ui/form/date-parts.ts'
import { fieldMessage } from '#client/ui/form/field-message.ts'
import { fieldProblems } from '#client/ui/form/field-problems.ts'
import { firstProblem } from '#client/ui/form/first-field-in-error.ts'
import { kitFormOptions } from '#client/ui/form/kit-form-options.ts'

const translate = (problem: string) => `translated ${problem}`

describe('the message under a field', () => {
  it('translates a contract message key with its parameters', () => {
    const digits = encodeProblem({ key: 'registerError.mobile-digits', params: { digit: 8 } })
    expect(fieldMessage([digits], translate)).toBe(`translated ${digits}`)
  })

  it("shows a server's message as it is", () => {
    expect(fieldMessage(['No member has this mobile number'], translate)).toBe('No member has this mobile number')
  })

  it('takes the first problem there is, from strings or issues', () => {
    expect(fieldMessage([undefined, '', { message: 'Login.password-required' }, 'later'], translate)).toBe(
      'translated Login.password-required',
    )
    expect(fieldMessage([], translate)).toBeUndefined()
    expect(fieldMessage([undefined, null], translate)).toBeUndefined()
  })
})

describe('field problems of a refused payload', () => {
  const problem = { field: 'phoneNumber', code: 'registerError.mobile-digits', message: 'Mobile number must be 8 digits' }
  const envelope = (returnCode: number, data: unknown) => ({ success: false, returnCode, msg: 'Bad request', data })

  it('reads the problems of a 400 answer', () => {
    expect(fieldProblems(envelope(ReturnCode.badRequest, { errors: [problem] }))).toEqual([problem])
  })

  it('finds none in other answers, nor in a 400 without any', () => {
    expect(fieldProblems(envelope(ReturnCode.badRequest, { errors: [] }))).toBeUndefined()
    expect(fieldProblems(envelope(ReturnCode.badRequest, null))).toBeUndefined()
    expect(fieldProblems(envelope(ReturnCode.otpIncorrect, { errors: [problem] }))).toBeUndefined()
    expect(fieldProblems(undefined)).toBeUndefined()
  })
})

describe('a failed submit', () => {
  it('finds the first problem whatever put it there: a field first, then the form', () => {
    expect(firstProblem({ fieldMeta: { phone: { errors: [] }, password: undefined }, errors: [] }, translate)).toBeUndefined()
    expect(
      firstProblem(
        { fieldMeta: { phone: { errors: [undefined] }, password: { errors: ['Login.password-required'] } }, errors: ['later'] },
        translate,
      ),
    ).toBe('translated Login.password-required')
    expect(firstProblem({ fieldMeta: { phone: { errors: [] } }, errors: ['Login.password-required'] }, translate)).toBe(
      'translated Login.password-required',
    )
  })
})

describe('every kit form', () => {
  it('validates on submit first, then on change', () => {
    const formOptions: { defaultValues: object; listeners?: object } = { defaultValues: {} }
    const options = kitFormOptions(formOptions) as { validationLogic?: unknown }
    expect(options.validationLogic).toBeTypeOf('function')
  })

  it("drops a field's server problem when the member changes it, then runs the form's own listener", () => {
    const own = vi.fn()
    const setMeta = vi.fn()
    const fieldApi = { state: { meta: { errorMap: { onServer: 'In use' } } }, setMeta }
    const options = kitFormOptions({ listeners: { onChange: own } }) as {
      listeners: { onChange: (props: { fieldApi: unknown }) => void }
    }
    options.listeners.onChange({ fieldApi })
    expect(setMeta).toHaveBeenCalledOnce()
    const update = setMeta.mock.calls[0]![0] as (meta: object) => { errorMap: object }
    expect(update({ errorMap: { onServer: 'In use', onDynamic: 'x' } }).errorMap).toEqual({ onServer: undefined, onDynamic: 'x' })
    expect(own).toHaveBeenCalledWith({ fieldApi })
  })
})

describe('transitions', () => {
  it('write only what changed, without setting off the changed fields’ own transitions, then run the rules once', () => {
    const setFieldValue = vi.fn()
    const validate = vi.fn()
    const api = { state: { values: { ...emptyAddressFields } }, setFieldValue, form: { validate } }
    const next = { ...emptyAddressFields, countryId: 3, areaId: 40 }
    expect(changedFields(api.state.values, next).sort()).toEqual(['areaId', 'countryId'])
    setChangedValues(api, next)
    // Not as the member's touch: a field a transition empties does not turn red by itself.
    const quietly = { dontRunListeners: true, dontUpdateMeta: true, dontValidate: true }
    expect(setFieldValue.mock.calls).toEqual([
      ['areaId', 40, quietly],
      ['countryId', 3, quietly],
    ])
    expect(validate.mock.calls).toEqual([['change']])
  })
})

describe('date parts', () => {
  it('offer days 1 to 31 and the months by name', () => {
    expect(dayOptions.map((day) => day.id)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1))
    expect(monthOptions('en').map((month) => month.label)).toContain('December')
    expect(monthOptions('en')[0]).toEqual({ id: 1, label: 'January' })
  })

  it('keep a typed year to four digits', () => {
    expect(yearInput(' 19a85 ')).toBe('1985')
    expect(yearInput('198567')).toBe('1985')
  })
})
