import { maintenanceMessageProblem, maintenanceUntilProblem } from '#contract/rules/maintenance'
import type { MaintenanceState } from '#contract/schemas/maintenance'
import { problemMessage, serverText } from '#server/lib/server-messages.ts'
import { rejectUnknown, takeLeading, takeText, UsageError } from '../args.ts'
import type { Command, CommandOutput } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

const languages = ['en', 'tc', 'sc'] as const

function printState(state: MaintenanceState, output: CommandOutput) {
  if (!state.on) {
    output.out('Maintenance notice: off (members use the portal as usual)')
    return
  }
  output.out(`Maintenance notice: on since ${state.since ?? '?'} (by ${state.by ?? '?'})`)
  output.out(state.until ? `Ends by itself at ${state.until}` : 'No end set: it stays on until `npm run maintenance -- off`')
  for (const lang of languages) output.out(`  ${lang}: ${state.message?.[lang] ?? ''}`)
}

export const maintenance: Command = {
  name: 'maintenance',
  usage: `Turns the maintenance notice on or off. While it is on, members who open the portal see the
notice (in their language) over the club site, and the API refuses their writes with return
code 630 (HTTP 503, Retry-After); reads, the card and the staff console go on. Every node
follows within seconds.

  npm run maintenance -- on --message-en TEXT --message-tc TEXT --message-sc TEXT [--until ISO]
  npm run maintenance -- off
  npm run maintenance -- status

  --message-en, --message-tc, --message-sc   the notice in each language (at most 300 characters)
  --until   when it turns itself off, with its offset: 2026-12-01T06:00+08:00 (optional)
  Turning it on again while on changes its words and end.`,
  async run(options, output) {
    const action = takeLeading(options)
    if (action === 'on') {
      const texts = Object.fromEntries(languages.map((lang) => [lang, takeText(options, `message-${lang}`) ?? '']))
      const until = takeText(options, 'until') ?? null
      rejectUnknown(options)
      for (const lang of languages) {
        const problem = maintenanceMessageProblem(texts[lang] ?? '')
        if (problem) throw new UsageError(`--message-${lang}: ${serverText('en', problemMessage(problem))}`)
      }
      const untilProblem = maintenanceUntilProblem(until, new Date())
      if (untilProblem) throw new UsageError(`--until: ${serverText('en', problemMessage(untilProblem))}`)
      printState(await runOperationHere('maintenance.on', { ...texts, until }), output)
      return
    }
    rejectUnknown(options)
    if (action === 'off') return printState(await runOperationHere('maintenance.off', {}), output)
    if (action === 'status') return printState(await runOperationHere('maintenance.status', {}), output)
    throw new UsageError(action === undefined ? 'Say on, off or status' : `Unknown action "${action}": on, off or status`)
  },
}
