/** An HTTPS address's `host:port` (the port always written), as settings naming one server give it. */
export function hostAndPort(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || '443'}`
}
