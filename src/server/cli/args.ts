/**
 * Reads `--name value` pairs. A value runs to the next `--option`, so `--first-name Tai Man`
 * needs no quotes; an option with no value is a switch. Words before the first option are kept
 * under the empty name, for the command that takes one (a file to restore).
 */
export function parseArgs(argv: readonly string[]): Map<string, string | true> {
  const options = new Map<string, string | true>()
  let current: string | undefined
  const words: string[] = []
  const flush = () => {
    if (current !== undefined) options.set(current, words.length > 0 ? words.join(' ') : true)
    words.length = 0
  }
  for (const arg of argv) {
    if (arg.startsWith('--') && arg.length > 2) {
      flush()
      const [name = '', inline] = arg.slice(2).split(/=(.*)/s)
      current = name
      if (inline !== undefined) words.push(inline)
    } else if (current === undefined) {
      current = ''
      words.push(arg)
    } else {
      words.push(arg)
    }
  }
  flush()
  return options
}

export class UsageError extends Error {
  override readonly name = 'UsageError'
}

export function takeText(options: Map<string, string | true>, name: string): string | undefined {
  const value = options.get(name)
  options.delete(name)
  if (value === true) throw new UsageError(`--${name} needs a value`)
  return value
}

export function takeSwitch(options: Map<string, string | true>, name: string): boolean {
  const value = options.get(name)
  options.delete(name)
  if (value !== undefined && value !== true) throw new UsageError(`--${name} takes no value`)
  return value === true
}

export function rejectUnknown(options: Map<string, string | true>): void {
  const [unknown] = options.keys()
  if (unknown === '') throw new UsageError(`Unexpected argument "${String(options.get(''))}": options start with --`)
  if (unknown !== undefined) throw new UsageError(`Unknown option --${unknown}`)
}

/** The words given before any option, if any. */
export const takeLeading = (options: Map<string, string | true>): string | undefined => takeText(options, '')
