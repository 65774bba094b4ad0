/**
 * SPEC §4, gateway variant: a logged-in user goes through the private gateways (gateway2,
 * http-gateway2, the private websocket path, contract2), a visitor through the public "1"
 * variants. Our reading: each gateway is a host label put before the chosen API host's name
 * (`api-1.localhost:8081` → `gateway2.api-1.localhost:8081`), as a real exchange serves
 * `gateway2.<domain>` beside `gateway1.<domain>`:
 *
 * - `gateway`: every HTTP call of SPEC §7 (the health probe excepted: it measures the host itself);
 * - `http-gateway`: the stream websocket (`/v1/stream`), a long-lived call of the HTTP gateway;
 * - `contract`: the contract websocket (`/websocket`);
 * - the market and private websockets keep the chosen host: their variant is their path.
 *
 * A host named by an IP address has no label to add (the main domain's default host in a
 * sandbox on 127.0.0.1): it is used as it is. The rule is shared by the client, which picks
 * the variant, and the sandbox, which tells the variants apart.
 */

/** Which variant: private for a logged-in user (a token is present), public for a visitor. */
export type GatewayVariant = 'public' | 'private';

/** The gateways SPEC §4 names. */
export type GatewayService = 'gateway' | 'http-gateway' | 'contract';

const SERVICES: readonly GatewayService[] = ['http-gateway', 'gateway', 'contract'];

/** SPEC §4: logged in when a token is present. */
export function gatewayVariant(token: string | undefined): GatewayVariant {
  return token ? 'private' : 'public';
}

/** `gateway1`, `gateway2`, `http-gateway1` … */
export function gatewayLabel(service: GatewayService, variant: GatewayVariant): string {
  return `${service}${variant === 'private' ? 2 : 1}`;
}

/** SPEC §5: a name of digits and dots is an IP host; so is a bracketed IPv6 address. */
export function isIpHostname(hostname: string): boolean {
  return /^[\d.]+$/.test(hostname) || hostname.startsWith('[');
}

/** The gateway a host name's first label names, if it names one. */
export function parseGatewayLabel(
  hostname: string,
): { service: GatewayService; variant: GatewayVariant } | undefined {
  const first = hostname.split('.')[0]?.toLowerCase() ?? '';
  for (const service of SERVICES) {
    if (first === `${service}1`) return { service, variant: 'public' };
    if (first === `${service}2`) return { service, variant: 'private' };
  }
  return undefined;
}

/**
 * The host of a gateway for an API host (an origin such as `http://api-1.localhost:8081`, or a
 * bare `name:port`): the gateway's label put before the name. An IP host, or one that already
 * names a gateway, is returned unchanged.
 */
export function gatewayHost(
  host: string,
  service: GatewayService,
  variant: GatewayVariant,
): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)?([^/:?#]+)(.*)$/i.exec(host.trim());
  if (!match) return host;
  const [, scheme = '', hostname = '', rest = ''] = match;
  if (isIpHostname(hostname) || parseGatewayLabel(hostname)) return host;
  return `${scheme}${gatewayLabel(service, variant)}.${hostname}${rest}`;
}
