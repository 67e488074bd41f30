// @ts-check
import { BlockList, isIP } from 'node:net'

/**
 * Which peers may tell us the client's address (X-Forwarded-For) and scheme
 * (X-Forwarded-Proto). TRUST_PROXY is unset (trust nobody: the socket's
 * address is the client), a hop count ("1": one proxy in front, as in
 * deploy/nginx.conf), or a comma-separated list of addresses and CIDR ranges
 * of the proxies ("127.0.0.1, 10.0.0.0/8, ::1").
 *
 * @typedef {{ hops: number } | { list: BlockList }} TrustedProxies
 */

/**
 * @param {string | undefined} value
 * @returns {TrustedProxies}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false') return { hops: 0 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const list = new BlockList()
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address)
    const prefix = bits === undefined ? undefined : Number(bits)
    const valid =
      family !== 0 &&
      extra === undefined &&
      (prefix === undefined || (Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128) && /^\d+$/.test(bits)))
    if (!valid) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8), nor a hop count.`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, prefix, type)
  }
  return { list }
}

/** IPv4 peers of a dual-stack socket show as ::ffff:a.b.c.d. */
const plain = (/** @type {string} */ address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/**
 * @param {TrustedProxies} trusted
 * @param {string} address
 */
function isTrusted(trusted, address) {
  if (!('list' in trusted)) return false
  const family = isIP(address)
  return family !== 0 && trusted.list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client's address and whether the peer that connected is a trusted proxy.
 * The chain is X-Forwarded-For's entries followed by the socket's address; it
 * is read from the right, and only as far as trusted proxies vouch for it.
 *
 * @param {TrustedProxies} trusted
 * @param {string} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @returns {{ client: string, peerTrusted: boolean }}
 */
export function resolveClient(trusted, socketAddress, forwardedFor) {
  const peer = plain(socketAddress || 'unknown')
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [
    ...header
      .split(',')
      .map((part) => plain(part.trim()))
      .filter(Boolean),
    peer,
  ]
  let index = chain.length - 1
  if ('hops' in trusted) index = Math.max(0, index - trusted.hops)
  else while (index > 0 && isTrusted(trusted, chain[index])) index--
  const peerTrusted = 'hops' in trusted ? trusted.hops > 0 : isTrusted(trusted, peer)
  // A forwarded entry that is not an address (a forged header) names no client: fall back to the peer.
  return { client: isIP(chain[index]) ? chain[index] : peer, peerTrusted }
}

/**
 * The step: only a trusted proxy may say who the client is and how it
 * connected. The application and every limit read the client from
 * X-Forwarded-For, which holds the one address resolved here; the scheme,
 * host and port a proxy forwarded are kept only from a trusted one.
 * @param {TrustedProxies} trusted
 * @returns {import('./pipeline.mjs').Step}
 */
export function takeClientAddress(trusted) {
  return ({ req }, next) => {
    const { client, peerTrusted } = resolveClient(trusted, req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'])
    req.headers['x-forwarded-for'] = client
    delete req.headers['x-real-ip']
    if (!peerTrusted) {
      delete req.headers['x-forwarded-proto']
      delete req.headers['x-forwarded-host']
      delete req.headers['x-forwarded-port']
    }
    return next()
  }
}
