import webPush from 'web-push'
import { rejectUnknown } from '../args.ts'
import type { Command } from '../command.ts'

export const pushKeys: Command = {
  name: 'push:keys',
  usage: `Makes the VAPID key pair of a new installation's Web Push notifications and prints it as the
two settings to give every node of the portal (keep the private key with the other secrets).

  npm run push:keys

  Make it once: devices that turned notifications on subscribed with the public key, and a new
  pair stops their notifications until each member turns them on again.`,
  async run(options, output) {
    rejectUnknown(options)
    const keys = webPush.generateVAPIDKeys()
    output.out(`VAPID_PUBLIC_KEY=${keys.publicKey}`)
    output.out(`VAPID_PRIVATE_KEY=${keys.privateKey}`)
  },
}
