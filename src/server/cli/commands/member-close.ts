import { rejectUnknown, takeText, UsageError } from '../args.ts'
import { hongKongTime, type Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const memberClose: Command = {
  name: 'member:close',
  usage: `Records a member's request to close their account received by post, as the member's own
request in the portal does: staff see it in the console, and the account is erased at the end
of 7 working days (Monday to Friday), unless the member cancels it in the portal before then.

  npm run member:close -- --member SC10000001

  --member  the member ID
  A member whose request already waits keeps its date.`,
  async run(options, output) {
    const member = takeText(options, 'member') ?? ''
    rejectUnknown(options)
    if (!member) throw new UsageError('--member is needed')
    const request = await runOperationHere('member.close', { clubMemberId: member })
    output.out(`The account ${request.clubMemberId} will be closed on ${hongKongTime(request.closesAt)}.`)
  },
}
