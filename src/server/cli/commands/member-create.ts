import { rejectUnknown, takeSwitch, takeText, UsageError } from '../args.ts'
import type { Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const memberCreate: Command = {
  name: 'member:create',
  usage: `Creates a member and prints the member ID.

  npm run member:create -- --phone 91234567 --password 'Secret#123' --email chan@example.com \\
    --first-name Tai Man --surname Chan [--country-code 1] [--tier privilege] [--language tc] [--first-time] [--marketing-consent]

  --country-code  id of the COUNTRY_CODE list (default 1 = +852)
  --tier          ordinary (default) or privilege
  --language      en (default), tc or sc: the member's language for messages
  --first-time    a member migrated from the old portal: login answers 609 until they verify
                  (the password may then be left out)
  --marketing-consent  the member consents to news and offers from the group (given on the old portal)`,
  async run(options, output) {
    const input = {
      phone: takeText(options, 'phone') ?? '',
      countryCode: Number(takeText(options, 'country-code') ?? '1'),
      password: takeText(options, 'password'),
      email: takeText(options, 'email'),
      firstName: takeText(options, 'first-name') ?? '',
      surname: takeText(options, 'surname') ?? '',
      tier: takeText(options, 'tier') ?? 'ordinary',
      language: takeText(options, 'language') ?? 'en',
      firstTime: takeSwitch(options, 'first-time'),
      marketingConsent: takeSwitch(options, 'marketing-consent'),
    }
    rejectUnknown(options)
    if (!input.phone || !input.firstName || !input.surname) throw new UsageError('--phone, --first-name and --surname are needed')
    const member = await runOperationHere('member.create', input)
    output.out(`Member ID: ${member.clubMemberId}`)
  },
}
