/**
 * IP addresses and CIDR ranges, without Node's `net` (lib/env.ts, which validates
 * TRUSTED_PROXIES with this, is also read by code that reaches the browser).
 */

export interface ParsedIp {
  family: 4 | 6;
  /** The address as a number: 32 bits for IPv4, 128 for IPv6. */
  value: bigint;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): bigint | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  let value = 0n;
  for (const part of match.slice(1)) {
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null;
  // An embedded IPv4 tail (::ffff:1.2.3.4) is written as its two groups.
  let t = text;
  const lastColon = t.lastIndexOf(':');
  const tail = t.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    t = `${t.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = t.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const headGroups = groupsOf(head);
  const restGroups = rest === undefined ? [] : groupsOf(rest);
  const given = [...headGroups, ...restGroups];
  if (!given.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  if (rest === undefined ? given.length !== 8 : given.length > 7) return null;
  const groups = [...headGroups, ...Array<string>(8 - given.length).fill('0'), ...restGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const MAPPED_PREFIX = 0xffffn << 32n;

/**
 * An address as written in a header or by Node (`::ffff:1.2.3.4` is taken as the IPv4 address
 * it maps; `[::1]` and a zone id are accepted); null when it is not an address.
 */
export function parseIp(text: string): ParsedIp | null {
  let t = text.trim();
  if (t.startsWith('[') && t.endsWith(']')) t = t.slice(1, -1);
  t = t.replace(/%[\w.-]+$/, '');
  const v4 = parseIpv4(t);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseIpv6(t);
  if (v6 === null) return null;
  if (v6 >> 32n === MAPPED_PREFIX >> 32n) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

/** The canonical text of an address (IPv4 dotted; IPv6 as eight lower-case groups, shortened). */
export function formatIp(ip: ParsedIp): string {
  if (ip.family === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((ip.value >> shift) & 0xffn)).join('.');
  }
  const groups = Array.from({ length: 8 }, (_, i) =>
    Number((ip.value >> BigInt((7 - i) * 16)) & 0xffffn).toString(16),
  );
  // The longest run of two or more zero groups becomes '::'.
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  if (best.length < 2) return groups.join(':');
  const head = groups.slice(0, best.start).join(':');
  const tail = groups.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

export interface IpRange {
  family: 4 | 6;
  base: bigint;
  prefix: number;
}

/** `10.0.0.0/8`, `fd00::/8`, or a single address (a full-length prefix); null when malformed. */
export function parseIpRange(text: string): IpRange | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const bits = ip.family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  return { family: ip.family, base: ip.value & mask, prefix };
}

export function inRange(ip: ParsedIp, range: IpRange): boolean {
  if (ip.family !== range.family) return false;
  const bits = ip.family === 4 ? 32 : 128;
  const mask =
    range.prefix === 0 ? 0n : ((1n << BigInt(range.prefix)) - 1n) << BigInt(bits - range.prefix);
  return (ip.value & mask) === range.base;
}

/**
 * Which proxies in front of the shop may speak for the client (TRUSTED_PROXIES): none; a list of
 * addresses and CIDR ranges; or a number of hops (that many proxies, whatever their addresses).
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'ranges'; ranges: IpRange[] };

/** Parses TRUSTED_PROXIES: empty, a hop count (`1`), or `10.0.0.0/8, 127.0.0.1, ::1`. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies | string {
  const value = text?.trim() ?? '';
  if (value === '') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const count = Number(value);
    return count === 0
      ? { kind: 'none' }
      : count <= 10
        ? { kind: 'hops', count }
        : 'at most 10 hops';
  }
  const ranges: IpRange[] = [];
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const range = parseIpRange(entry);
    if (!range) return `"${entry}" is not an IP address or CIDR range`;
    ranges.push(range);
  }
  return { kind: 'ranges', ranges };
}
