import { readProblem } from '#contract/messages'

/**
 * What a field shows under it: its first problem. A contract message key (`registerError.mobile-digits?digit=8`)
 * is translated; any other text is a server's message, already in the page's language, and shown as it is.
 */
export function fieldMessage(errors: readonly unknown[], translate: (problem: string) => string): string | undefined {
  for (const error of errors) {
    const message = typeof error === 'string' ? error : String((error as { message?: unknown } | null)?.message ?? '')
    if (message !== '') return readProblem(message) ? translate(message) : message
  }
  return undefined
}
