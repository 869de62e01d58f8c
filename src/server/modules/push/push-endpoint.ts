import dns from 'node:dns'
import { Agent } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { hostAndPort } from '#server/lib/host-and-port.ts'

/**
 * The push services browsers subscribe with (Chrome and the Chromium browsers, Firefox, Safari,
 * Edge). A subscription names the address the portal will later connect to, so only these are
 * taken: anything else would let a member point the server at its own network.
 */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
]

const parsed = (endpoint: string): URL | undefined => {
  try {
    return new URL(endpoint)
  } catch {
    return undefined
  }
}

/** Whether the endpoint is the operator's private push relay (a test push service, an egress proxy). */
export function isPrivateRelay(endpoint: string, privateRelay: string | undefined): boolean {
  const url = parsed(endpoint)
  return privateRelay !== undefined && url !== undefined && url.protocol === 'https:' && hostAndPort(url) === privateRelay
}

/**
 * Whether a push may go to this endpoint: HTTPS on port 443 of a browser's push service, named
 * (never an IP address) and without credentials; or the one private relay the operator named.
 */
export function pushEndpointAllowed(endpoint: string, privateRelay: string | undefined): boolean {
  const url = parsed(endpoint)
  if (!url || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
  if (isPrivateRelay(endpoint, privateRelay)) return true
  if (url.port !== '' || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return false
  return pushServiceHosts.some((host) => host.test(url.hostname.toLowerCase()))
}

/** Addresses that are not the public internet: this host, the private ranges, link-local (cloud metadata), unique-local. */
const inside = new BlockList()
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  inside.addSubnet(prefix, bits, 'ipv4')
for (const [prefix, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  inside.addSubnet(prefix, bits, 'ipv6')

/** Whether an address is on the public internet; an IPv4 address written as IPv6 (`::ffff:…`) never is. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !inside.check(address, 'ipv4')
  return family === 6 && !/^::ffff:/i.test(address) && !inside.check(address, 'ipv6')
}

type Resolve = (hostname: string, callback: (error: Error | null, addresses: dns.LookupAddress[]) => void) => void

const systemResolve: Resolve = (hostname, callback) => dns.lookup(hostname, { all: true }, callback)

/**
 * A name lookup for sockets that refuses a name with any address inside: the check is made on
 * the very addresses the socket then connects to, so a name that changes its answer between the
 * subscription and the push still reaches nothing inside.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const found = addresses.filter((a) => (options.family ? a.family === options.family : true))
      if (found.length === 0 || !found.every((a) => isPublicAddress(a.address))) {
        const refused = Object.assign(new Error(`push service name ${hostname} resolves to an address that is not public`), {
          code: 'EPUSHREFUSED',
        })
        return callback(refused, '', 4)
      }
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, found)
      return callback(null, found[0]!.address, found[0]!.family)
    })
  }
}

/** The HTTPS agent pushes to browsers' push services go through. */
export const publicPushAgent = (): Agent => new Agent({ keepAlive: true, lookup: publicOnlyLookup() })
