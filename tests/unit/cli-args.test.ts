import { describe, expect, it } from 'vitest'
import { parseArgs, rejectUnknown, takeLeading, takeSwitch, takeText, UsageError } from '#server/cli/args.ts'

describe('operator command arguments', () => {
  it('joins the words of a value up to the next option', () => {
    const options = parseArgs(['--phone', '91234567', '--first-name', 'Tai', 'Man', '--surname', 'Chan', '--first-time'])
    expect(takeText(options, 'first-name')).toBe('Tai Man')
    expect(takeText(options, 'phone')).toBe('91234567')
    expect(takeSwitch(options, 'first-time')).toBe(true)
    expect(takeText(options, 'surname')).toBe('Chan')
    expect(() => rejectUnknown(options)).not.toThrow()
  })

  it('reads --name=value, keeps symbols in a value, and reports what it does not know', () => {
    const options = parseArgs(['--password=Secret#123', '--colour', 'blue'])
    expect(takeText(options, 'password')).toBe('Secret#123')
    expect(() => rejectUnknown(options)).toThrowError(new UsageError('Unknown option --colour'))
  })

  it('keeps the words before the first option for a command that takes them (a file)', () => {
    const options = parseArgs(['/backups/portal.tar', '--help'])
    expect(takeLeading(options)).toBe('/backups/portal.tar')
    expect(takeSwitch(options, 'help')).toBe(true)
    expect(() => rejectUnknown(options)).not.toThrow()
  })

  it('refuses a value without an option and an option without its value', () => {
    expect(() => rejectUnknown(parseArgs(['91234567', '--phone', '1']))).toThrowError(
      new UsageError('Unexpected argument "91234567": options start with --'),
    )
    expect(() => takeText(parseArgs(['--phone']), 'phone')).toThrowError(UsageError)
    expect(() => takeSwitch(parseArgs(['--first-time', 'yes']), 'first-time')).toThrowError(UsageError)
  })
})
