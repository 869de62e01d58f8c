import { describe, expect, it } from 'vitest'
import { runCommand } from '#server/cli/command.ts'
import { pushKeys } from '#server/cli/commands/push-keys.ts'
import { ConfigError, loadConfig } from '#server/config.ts'

async function keysPrinted(): Promise<Record<string, string>> {
  const out: string[] = []
  const code = await runCommand(pushKeys, [], { out: (line) => out.push(line), err: (line) => out.push(line) })
  expect(code).toBe(0)
  return Object.fromEntries(out.map((line) => line.split('=') as [string, string]))
}

describe('push:keys', () => {
  it('prints a VAPID key pair as the two settings the portal reads, a new one each time', async () => {
    const printed = await keysPrinted()
    expect(Object.keys(printed)).toEqual(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'])
    expect(loadConfig(printed).push).toEqual({
      publicKey: printed.VAPID_PUBLIC_KEY,
      privateKey: printed.VAPID_PRIVATE_KEY,
      subject: 'mailto:cs@sinoclub.example',
    })
    expect((await keysPrinted()).VAPID_PRIVATE_KEY).not.toBe(printed.VAPID_PRIVATE_KEY)
  })

  it('is refused by the configuration when half a pair, a wrong key or a bad subject is given', async () => {
    const printed = await keysPrinted()
    expect(loadConfig({}).push).toBeUndefined()
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: printed.VAPID_PUBLIC_KEY })).toThrow(/go together/)
    expect(() => loadConfig({ ...printed, VAPID_PUBLIC_KEY: printed.VAPID_PRIVATE_KEY })).toThrow(ConfigError)
    expect(() => loadConfig({ ...printed, VAPID_SUBJECT: 'http://club.example' })).toThrow(/VAPID_SUBJECT/)
    expect(loadConfig({ ...printed, VAPID_SUBJECT: 'https://club.example' }).push?.subject).toBe('https://club.example')
  })

  it('takes no options', async () => {
    const err: string[] = []
    expect(await runCommand(pushKeys, ['--out', 'x'], { out: () => undefined, err: (line) => err.push(line) })).toBe(1)
    expect(err.join('\n')).toContain('push:keys')
  })
})
