/**
 * Proxies in front of the server that it does not trust, noticed. Behind one, the rate limit
 * counts every visitor as the proxy: one count for all, so that visitors are refused once a few
 * have sent. A post with `X-Forwarded-For` from a private address the server does not trust comes
 * through a proxy (a container's bridge, a LAN): no visitor comes from one. From a public address
 * (a CDN, a load balancer, a proxy on another machine) a client may send the header itself, so
 * that address is taken for a proxy once its posts have named {@link namedClientsOfProxy}
 * different clients. Each proxy is named in the log once and recorded for
 * `npm run inquiries -- status` (`note`). Loopback is always trusted: nothing is said of it, nor of
 * a header from a trusted proxy that names no address.
 */
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

import type { Log } from '@/server/bufferedLog'

/** How many different clients a public address must name before it is taken for a proxy. */
export const namedClientsOfProxy = 3

/** At most this many addresses are watched, and named: a flood cannot fill the log or memory. */
const watchedAtMost = 10

/**
 * Private networks, where a proxy in front of the server lives (a container's bridge, a LAN):
 * such an address is no visitor's.
 */
const privateNetworks = new BlockList()
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4')
privateNetworks.addSubnet('fc00::', 7, 'ipv6')
privateNetworks.addAddress('::1', 'ipv6')

export const isListed = (list: BlockList, address: string) => {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

export type ProxyWatch = ReturnType<typeof watchUntrustedProxies>

export function watchUntrustedProxies({
  log,
  note,
}: {
  log: Log
  /** Records the proxy where `npm run inquiries -- status` reads it. */
  note: (address: string) => void
}) {
  const named = new Set<string>()
  /** The different `X-Forwarded-For` values each public address sent. */
  const headers = new Map<string, Set<string>>()

  function name(address: string) {
    named.add(address)
    headers.delete(address)
    log.error(
      `Inquiries arrive through a proxy at ${address} that is not in TRUSTED_PROXIES: the rate limit counts every visitor behind it as one, and refuses them once a few have sent. If it is your proxy (a CDN, a load balancer, a container's bridge), add it to TRUSTED_PROXIES and restart the server (docs/inquiries.md)`,
    )
    note(address)
  }

  /** Looks at a post to the inquiry endpoint. */
  return (request: IncomingMessage, trustedProxies: BlockList): void => {
    const forwarded = request.headers['x-forwarded-for']
    const address = request.socket.remoteAddress ?? ''
    if (forwarded === undefined || named.has(address) || named.size >= watchedAtMost) return
    if (isListed(trustedProxies, address)) return
    if (isListed(privateNetworks, address)) {
      name(address)
      return
    }
    const seen = headers.get(address) ?? new Set<string>()
    if (!headers.has(address)) {
      if (headers.size >= watchedAtMost) return
      headers.set(address, seen)
    }
    seen.add(String(forwarded))
    if (seen.size >= namedClientsOfProxy) name(address)
  }
}
