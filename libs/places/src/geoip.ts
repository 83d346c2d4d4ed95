/**
 * /geoip: the approximate place of a network address from the GeoLite2 data bundled with
 * geoip-lite. The package reads ~150 MB of tables when first required, so it is loaded on the
 * first lookup of a public address, never at start. The address is neither logged nor kept:
 * only the looked-up place is returned.
 */
import { BlockList, isIP } from 'node:net';
import { zoneAt } from './zone';

export type GeoIpResult =
  | {
      readonly available: true;
      readonly country: string;
      readonly region: string | null;
      readonly city: string | null;
      readonly latDeg: number;
      readonly lngDeg: number;
      /** GeoLite2 accuracy radius, km. */
      readonly accuracyRadiusKm: number | null;
      /** The zone GeoLite2 gives for the address, else the zone at its coordinates. */
      readonly tz: string;
    }
  | { readonly available: false; readonly reason: string };

/** Addresses that name no place on the public internet (RFC 1918, 6598, 3927, 4193, 4291, …). */
const NON_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  NON_PUBLIC.addSubnet(net, bits, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4 address. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1] : address;
}

/** What geoip-lite's lookup returns (the fields read here; the package ships no types). */
interface GeoIpLookup {
  readonly country: string;
  readonly region: string;
  readonly timezone: string;
  readonly city: string;
  /** [lat, lng]. */
  readonly ll: readonly [number, number];
  /** Accuracy radius, km. */
  readonly area: number;
}

let lookupFn: ((ip: string) => GeoIpLookup | null) | null = null;

function geoipLookup(ip: string): GeoIpLookup | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  lookupFn ??= (require('geoip-lite') as { lookup: (ip: string) => GeoIpLookup | null }).lookup;
  return lookupFn(ip);
}

/** True once the GeoLite2 tables have been loaded in this process. */
export function geoipLoaded(): boolean {
  return lookupFn !== null;
}

export function locateAddress(address: string): GeoIpResult {
  const ip = unmapped(String(address ?? '').trim());
  const family = isIP(ip);
  if (family === 0) return { available: false, reason: 'the client address is not an IP address' };
  if (NON_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6'))
    return {
      available: false,
      reason: 'the client address is private, loopback or otherwise not public: it names no place',
    };
  const hit = geoipLookup(ip);
  if (!hit || !hit.country || !hit.ll || (hit.ll[0] === 0 && hit.ll[1] === 0))
    return { available: false, reason: 'the address is not in the bundled GeoLite2 database' };
  const [lat, lng] = hit.ll;
  return {
    available: true,
    country: hit.country,
    region: hit.region || null,
    city: hit.city || null,
    latDeg: lat,
    lngDeg: lng,
    accuracyRadiusKm: hit.area > 0 ? hit.area : null,
    tz: hit.timezone || zoneAt(lat, lng).tz,
  };
}
