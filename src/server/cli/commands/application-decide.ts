import { rejectUnknown, takeSwitch, takeText, UsageError } from '../args.ts'
import type { Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const applicationDecide: Command = {
  name: 'application:decide',
  usage: `Approves or rejects a member's upgrade or parking application in review (for parking, the
change waiting beside an approved application first).

  npm run application:decide -- --member SC10000001 --kind upgrade --approve
  npm run application:decide -- --member SC10000001 --kind parking --reject --reason unreadable --note 'The photo is blurred'

  --member   the member ID on the membership card
  --kind     upgrade (to Privilege) or parking
  --approve  or --reject, with the --reason's code (one of the rejection reasons offered, as
             the console's Rejection reasons page lists them) and an optional --note; the member
             reads the reason in their language, and the note as written`,
  async run(options, output) {
    const clubMemberId = takeText(options, 'member') ?? ''
    const kind = takeText(options, 'kind')
    const approve = takeSwitch(options, 'approve')
    const reject = takeSwitch(options, 'reject')
    const reason = takeText(options, 'reason')
    const note = takeText(options, 'note')
    rejectUnknown(options)
    if (!clubMemberId || (kind !== 'upgrade' && kind !== 'parking') || approve === reject) {
      throw new UsageError('--member, --kind upgrade|parking and one of --approve or --reject are needed')
    }
    const input = {
      clubMemberId,
      decision: approve ? 'approve' : 'reject',
      ...(reason ? { reason } : {}),
      ...(note ? { note } : {}),
    }
    if (kind === 'upgrade') {
      output.out(`The upgrade application is ${(await runOperationHere('upgrade.decide', input)).status}`)
      return
    }
    const result = await runOperationHere('parking.decide', input)
    output.out(`The parking ${result.decided} is ${result.status}`)
  },
}
