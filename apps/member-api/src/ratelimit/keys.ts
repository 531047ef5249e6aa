/**
 * Keys of the abuse limits: who is "one client" and what is "one mailbox".
 *
 *   clientAddressOf   the TCP peer, or the address a TRUSTED proxy appended to X-Forwarded-For
 *                     (only when the peer itself is one of the configured proxies; the header
 *                     from anyone else is ignored, so it cannot mint fresh buckets).
 *   clientKeyOf       IPv4 as is; IPv6 grouped by its /64 (one subscriber line has a whole /64).
 *   mailboxKeyOf      one mailbox, whatever the spelling: lower case, '+tag' dropped, and for
 *                     Gmail the dots of the local part too (v.ictim+1@Gmail.com = victim@gmail.com).
 */
import { BlockList, isIP } from 'node:net';

/** Parses 'a.b.c.d', 'a.b.c.d/n', '::1', 'fd00::/8', … into a BlockList (throws on junk). */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) throw new Error(`not an address or CIDR: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address!, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`bad prefix length: ${entry}`);
      list.addSubnet(address!, prefix, type);
    }
  }
  return list;
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; anything else unchanged. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the peer, or — only when the peer is a trusted proxy — the last
 * X-Forwarded-For entry that is not itself a trusted proxy (proxies append; earlier entries
 * come from the client and may be forged).
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList | undefined,
): string {
  const from = unmapped(peer ?? '');
  if (!trusted || !forwardedFor || !isTrusted(trusted, from)) return from;
  const hops = forwardedFor
    .split(',')
    .map((h) => unmapped(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!isIP(hop)) return from; // junk in the chain: do not guess
    if (!isTrusted(trusted, hop)) return hop;
  }
  return from;
}

/** Expands an IPv6 address to its 8 groups. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => (g || '0').padStart(4, '0'));
}

/** The rate-limit key of a client address: IPv4 as is, IPv6 by its /64 prefix. */
export function clientKeyOf(address: string): string {
  const plain = unmapped(address);
  if (isIP(plain) !== 6) return plain || 'unknown';
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** One key per mailbox: lower case, '+tag' removed; Gmail also without dots. */
export function mailboxKeyOf(email: string): string {
  const text = email.normalize('NFKC').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.$/, '');
  local = local.split('+')[0]!;
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The domain of an address (the per-domain caps), lower case. */
export function mailDomainOf(email: string): string {
  const text = email.trim().toLowerCase();
  return text.slice(text.lastIndexOf('@') + 1).replace(/\.$/, '');
}
