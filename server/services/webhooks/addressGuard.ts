import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { msg, type Message } from '../../../contract/messages';
import { invalid } from '../../errors';

// DESIGN.md §5 "Integrations", issue 36 item 2: webhooks never reach into the server's own
// network (SSRF) unless an operator says so. Checked twice: when a subscription's URL is saved
// (the host resolved, 422 naming the reason), and when each delivery connects
// (request-filtering-agent checks the address actually dialled, so a name that resolves
// elsewhere later is caught too).

type Reason = 'loopback' | 'private' | 'link_local' | 'metadata' | 'reserved';

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family);
  return list;
}

/** Checked in this order: the first that holds is the reason. */
const REFUSED: [Reason, net.BlockList][] = [
  ['metadata', blockList([['169.254.169.254', 32, 'ipv4'], ['100.100.100.200', 32, 'ipv4'], ['fd00:ec2::254', 128, 'ipv6']])],
  ['loopback', blockList([['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']])],
  ['link_local', blockList([['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']])],
  ['private', blockList([['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4'], ['fc00::', 7, 'ipv6']])],
  [
    'reserved',
    blockList([
      ['0.0.0.0', 8, 'ipv4'],
      ['192.0.0.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      ['::', 128, 'ipv6'],
      ['ff00::', 8, 'ipv6'],
      ['64:ff9b::', 96, 'ipv6'],
    ]),
  ],
];

const REASONS: Record<Reason, Message> = {
  loopback: msg('webhook_reason_loopback'),
  private: msg('webhook_reason_private'),
  link_local: msg('webhook_reason_link_local'),
  metadata: msg('webhook_reason_metadata'),
  reserved: msg('webhook_reason_reserved'),
};

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return { address: v4[1], family: 'ipv4' };
  return { address, family: net.isIPv4(address) ? 'ipv4' : 'ipv6' };
}

/** Why an address is refused, or null when it is an ordinary public address. */
export function refusedReason(address: string): Reason | null {
  const { address: a, family } = unmapped(address);
  return REFUSED.find(([, list]) => list.check(a, family))?.[0] ?? null;
}

/** WEBHOOK_ALLOWED_HOSTS: host names, and addresses or CIDR ranges. */
export class AllowedHosts {
  readonly names = new Set<string>();
  readonly ranges: string[] = [];
  readonly #list = new net.BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address, prefix] = entry.split('/');
      const bare = address.replace(/^\[|\]$/g, '');
      if (net.isIP(bare)) {
        const family = net.isIPv4(bare) ? 'ipv4' : 'ipv6';
        this.#list.addSubnet(bare, prefix ? Number(prefix) : family === 'ipv4' ? 32 : 128, family);
        this.ranges.push(prefix ? `${bare}/${prefix}` : bare);
      } else this.names.add(entry.toLowerCase());
    }
  }

  allowsName(host: string): boolean {
    return this.names.has(host.toLowerCase());
  }

  allowsAddress(address: string): boolean {
    const { address: a, family } = unmapped(address);
    return this.#list.check(a, family) || (family === 'ipv4' && this.#list.check(`::ffff:${a}`, 'ipv6'));
  }
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * A subscription's URL as it is saved: refused (422 on `url`) when it carries credentials, when
 * its host does not resolve, or when an address it resolves to is loopback, private, link-local,
 * metadata or reserved, and neither the host nor the address is allowed.
 */
export async function assertDeliverableUrl(text: string, allowed: AllowedHosts): Promise<void> {
  const url = new URL(text);
  if (url.username || url.password) throw invalid({ url: msg('webhook_url_credentials') });
  const host = hostOf(url);
  if (allowed.allowsName(host)) return;
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw invalid({ url: msg('webhook_url_unresolvable', { host }) });
    }
  }
  for (const address of addresses) {
    const reason = refusedReason(address);
    if (reason && !allowed.allowsAddress(address)) throw invalid({ url: msg('webhook_url_refused', { address, reason: REASONS[reason] }) });
  }
}

/** The agents deliveries connect through: the same rule on the address dialled, the allowed ranges let through. */
export function deliveryAgents(allowed: AllowedHosts): { agentFor(url: URL): http.Agent } {
  const options = { keepAlive: true, maxSockets: 64, allowIPAddressList: allowed.ranges };
  const filtered = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
  // A host the operator named is theirs to vouch for, wherever it points.
  const plain = { http: new http.Agent({ keepAlive: true, maxSockets: 64 }), https: new https.Agent({ keepAlive: true, maxSockets: 64 }) };
  return {
    agentFor(url) {
      const agents = allowed.allowsName(hostOf(url)) ? plain : filtered;
      return url.protocol === 'https:' ? agents.https : agents.http;
    },
  };
}
