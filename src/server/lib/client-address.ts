import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, '::' expanded (an embedded IPv4 tail made two groups). */
function ipv6Groups(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone)?.[1]
  const hex = tail
    ? withoutZone.slice(0, -tail.length) +
      tail
        .split('.')
        .map(Number)
        .reduce<string[]>((groups, byte, index) => {
          if (index % 2 === 0) groups.push('')
          groups[groups.length - 1] += byte.toString(16).padStart(2, '0')
          return groups
        }, [])
        .join(':')
    : withoutZone
  const [head = '', rest] = hex.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const missing = rest === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0').toLowerCase())
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64,
 * since one subscriber is usually given a whole /64 and could otherwise use a new address
 * for every request. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientAddressBucket(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip
  const groups = ipv6Groups(ip)
  const mapped = groups.slice(0, 5).every((group) => group === '0000') && groups[5] === 'ffff'
  if (mapped) {
    const bytes = [groups[6], groups[7]].flatMap((group) => [parseInt(group!.slice(0, 2), 16), parseInt(group!.slice(2), 16)])
    return bytes.join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}
