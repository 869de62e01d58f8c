import { describe, expect, it } from 'vitest'
import { clientAddressBucket } from '#server/lib/client-address.ts'
import { addressThrottleKey } from '#server/shared-state/send-throttle.ts'

describe('client address buckets of per-address limits', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientAddressBucket('203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 alike, however it is written', () => {
    const bucket = clientAddressBucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')
    expect(bucket).toBe('2001:0db8:0001:0002::/64')
    expect(clientAddressBucket('2001:db8:1:2::1')).toBe(bucket)
    expect(clientAddressBucket('2001:DB8:1:2:0:0:0:ffff')).toBe(bucket)
    expect(clientAddressBucket('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64')
  })

  it('keeps neighbouring /64s apart', () => {
    expect(clientAddressBucket('2001:db8:1:3::1')).not.toBe(clientAddressBucket('2001:db8:1:2::1'))
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddressBucket('::ffff:cb00:7107')).toBe('203.0.113.7')
  })

  it('gives one per-address counter to a whole IPv6 /64', () => {
    expect(addressThrottleKey('otp-send', '2001:db8:1:2::1')).toBe(addressThrottleKey('otp-send', '2001:db8:1:2::ffff'))
    expect(addressThrottleKey('otp-send', '2001:db8:1:2::1')).not.toBe(addressThrottleKey('otp-send', '2001:db8:1:3::1'))
  })

  it('leaves anything else as it came', () => {
    expect(clientAddressBucket('unknown')).toBe('unknown')
  })
})
