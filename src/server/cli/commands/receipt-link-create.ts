import { rejectUnknown, takeText, UsageError } from '../args.ts'
import type { Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const receiptLinkCreate: Command = {
  name: 'receipt-link:create',
  usage: `Issues receipt ids for an event and prints the upload link of each, one per line.

  npm run receipt-link:create -- --event "Mid-Autumn Lantern Night" [--count 50] [--language tc]

  --event     the event's name, kept with each id
  --count     how many links (default 1, at most 1000): one per attendee, each usable once
  --language  en (default), tc or sc: the language the links open the upload page in`,
  async run(options, output) {
    const event = takeText(options, 'event')
    const count = takeText(options, 'count') ?? '1'
    const language = takeText(options, 'language') ?? 'en'
    rejectUnknown(options)
    if (!event) throw new UsageError('--event is needed')
    if (!/^\d+$/.test(count)) throw new UsageError('--count takes a whole number')
    const links = await runOperationHere('receiptLink.create', { event, count: Number(count), language })
    for (const { link } of links) output.out(link)
  },
}
