import QRCode from 'qrcode'
import { rejectUnknown, takeText, UsageError } from '../args.ts'
import type { Command } from '../command.ts'
import { runOperationHere } from '../run-operation.ts'

export const staffCreate: Command = {
  name: 'staff:create',
  usage: `Creates a staff account of the review console (/{lang}/staff/login) and prints its TOTP secret.

  npm run staff:create -- --email chan@sino.example --name 'Chan Tai Man' --role reviewer --password 'Review@2026'

  --email     the sign-in e-mail; one account per address
  --name      shown in the console and beside each decision
  --role      reviewer (queues, documents, decisions) or admin (also the audit log)
  --password  8 to 16 characters with a capital, a small letter, a digit and one of @$!%*?&
  Add the printed secret (or scan the QR code) in an authenticator app: sign-in asks for its code.`,
  async run(options, output) {
    const input = {
      email: takeText(options, 'email') ?? '',
      name: takeText(options, 'name') ?? '',
      role: takeText(options, 'role') ?? '',
      password: takeText(options, 'password') ?? '',
    }
    rejectUnknown(options)
    if (!input.email || !input.name || !input.role || !input.password) {
      throw new UsageError('--email, --name, --role and --password are needed')
    }
    const created = (await runOperationHere('staff.create', input)) as { email: string; totpSecret: string; otpauthUri: string }
    output.out(`Staff account: ${created.email}`)
    output.out(`TOTP secret: ${created.totpSecret}`)
    output.out(created.otpauthUri)
    output.out(await QRCode.toString(created.otpauthUri, { type: 'terminal', small: true }))
  },
}
