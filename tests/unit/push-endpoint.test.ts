import type { LookupAddress } from 'node:dns'
import { describe, expect, it } from 'vitest'
import { isPublicAddress, publicOnlyLookup, pushEndpointAllowed } from '#server/modules/push/push-endpoint.ts'

describe('the push endpoint rule', () => {
  it.each([
    'https://127.0.0.1:5432/',
    'https://[::1]:6379/',
    'https://10.0.0.1:8443/admin',
    'https://169.254.169.254/latest/meta-data/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://push.example/e2e/x',
    'http://fcm.googleapis.com/fcm/send/x',
  ])('refuses %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, undefined)).toBe(false)
  })

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ])('takes the browsers’ push service %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, undefined)).toBe(true)
  })

  it('takes the named private relay at its own port only', () => {
    expect(pushEndpointAllowed('https://127.0.0.1:8443/push/1', '127.0.0.1:8443')).toBe(true)
    expect(pushEndpointAllowed('https://127.0.0.1:8444/push/1', '127.0.0.1:8443')).toBe(false)
    expect(pushEndpointAllowed('https://relay.internal/push/1', 'relay.internal:443')).toBe(true)
    expect(pushEndpointAllowed('https://other.internal/push/1', 'relay.internal:443')).toBe(false)
  })

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('counts %s as inside', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['142.250.72.10', '2607:f8b0:4005:80a::200a'])('counts %s as public', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it('looks up a push service, and refuses a name with any address inside', async () => {
    const answers: Record<string, LookupAddress[]> = {
      'fcm.googleapis.com': [{ address: '142.250.72.10', family: 4 }],
      'rebound.push.apple.com': [
        { address: '17.57.146.20', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    }
    const lookup = publicOnlyLookup((hostname, callback) => callback(null, answers[hostname] ?? []))
    const ask = (hostname: string, all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        lookup(hostname, { all }, (error, address) => (error ? reject(error) : resolve(address))),
      )
    expect(await ask('fcm.googleapis.com', false)).toBe('142.250.72.10')
    expect(await ask('fcm.googleapis.com', true)).toEqual(answers['fcm.googleapis.com'])
    await expect(ask('rebound.push.apple.com', true)).rejects.toThrow(/not public/)
  })
})
