import { rejectUnknown, takeText, UsageError } from '../args.ts'
import { hongKongTime, type Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

/** When a link ends, as the operator reads it: Hong Kong time. */
export const staffCreate: Command = {
  name: 'staff:create',
  usage: `Creates a staff account of the review console (/{lang}/staff/login) and e-mails its person an invitation.

  npm run staff:create -- --email chan@sino.example --name 'Chan Tai Man' --role reviewer [--language tc]

  --email     the sign-in e-mail; one account per address. The invitation goes there.
  --name      shown in the console and beside each decision
  --role      reviewer (queues, documents, decisions) or admin (also accounts, codes, links, the audit log)
  --language  en (default), tc or sc: the language of the invitation e-mail and of the page it opens
  The person opens the link (once, within 72 hours), chooses their own password and sets up their
  authenticator app: no password or secret is given here or printed. npm run staff:invite sends a new link.`,
  async run(options, output) {
    if (options.has('password')) {
      throw new UsageError('--password is not taken: the person chooses their own through the invitation e-mailed to them')
    }
    const language = takeText(options, 'language')
    const input = {
      email: takeText(options, 'email') ?? '',
      name: takeText(options, 'name') ?? '',
      role: takeText(options, 'role') ?? '',
      ...(language ? { language } : {}),
    }
    rejectUnknown(options)
    if (!input.email || !input.name || !input.role) throw new UsageError('--email, --name and --role are needed')
    const created = await runOperationHere('staff.create', input)
    output.out(`Staff account: ${created.email} (${input.role})`)
    output.out(`An invitation was e-mailed to ${created.email}; it works once, until ${hongKongTime(created.expiresAt)}.`)
  },
}
