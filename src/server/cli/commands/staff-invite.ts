import { rejectUnknown, takeText, UsageError } from '../args.ts'
import { hongKongTime, type Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const staffInvite: Command = {
  name: 'staff:invite',
  usage: `E-mails a new set-up link to a staff account whose person has not finished setting it up (an
invitation that expired, or an authenticator reset by an admin); earlier links stop working.

  npm run staff:invite -- --email chan@sino.example [--language tc]

  --email     the account's e-mail
  --language  en (default), tc or sc: the language of the e-mail and of the page it opens
  An account already set up is refused: an admin resets its authenticator in the console.`,
  async run(options, output) {
    const language = takeText(options, 'language')
    const email = takeText(options, 'email') ?? ''
    rejectUnknown(options)
    if (!email) throw new UsageError('--email is needed')
    const sent = await runOperationHere('staff.invite', { email, ...(language ? { language } : {}) })
    output.out(`A new set-up link was e-mailed to ${sent.email}; it works once, until ${hongKongTime(sent.expiresAt)}.`)
  },
}
