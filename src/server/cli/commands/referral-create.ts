import { rejectUnknown, takeText, UsageError } from '../args.ts'
import type { Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const referralCreate: Command = {
  name: 'referral:create',
  usage: `Creates a referral code for the privilege-member registration (/{lang}/p-member/registration?referralCode=...).

  npm run referral:create -- --code ABC123 [--estate 1] [--type owner]

  --code    4 to 32 letters, digits or dashes; stored in capitals (members may type either case)
  --estate  id of the SINO_ESTATE list: the registration takes this estate and its address
  --type    owner (default), tenant, resident or staff
  A code is used up by the one registration that uses it.`,
  async run(options, output) {
    const code = takeText(options, 'code')
    const estate = takeText(options, 'estate')
    const input = {
      code: code ?? '',
      estate: estate === undefined ? undefined : Number(estate),
      type: takeText(options, 'type') ?? 'owner',
    }
    rejectUnknown(options)
    if (!code) throw new UsageError('--code is needed')
    const created = await runOperationHere('referral.create', input)
    output.out(`Referral code: ${created.code}`)
  },
}
