// The client's IP as the edge saw it (shared/src/viewer-address.ts): read only from the
// CloudFront-Viewer-Address header, never from X-Forwarded-For or the gateway's sourceIp
// (behind CloudFront that is CloudFront's own address).
import { VIEWER_ADDRESS_HEADER } from '@fotostudio/shared/viewer-address';
import { isIP } from 'node:net';
import type { HttpEvent } from './types.js';

/** The eight groups of an IPv6 address, four hex digits each, lower case. */
export const expandIpv6 = (ip: string): string[] => {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().padStart(4, '0'));
};

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address. */
const unmapped = (ip: string): string => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The IP of an `<ip>:<port>` header value: `192.0.2.1:443`, `2001:db8::1:443` (CloudFront's
 * form, the port after the last colon) or `[2001:db8::1]:443`. Undefined when malformed.
 */
export const ipOfViewerAddress = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\]:\d{1,5}$/.exec(text);
  const ip = bracketed ? bracketed[1] : /^(.+):\d{1,5}$/.exec(text)?.[1];
  if (!ip) return undefined;
  const bare = unmapped(ip);
  return isIP(bare) === 0 ? undefined : bare;
};

/** The viewer's IP of a request, or undefined when the edge set none (a call that bypassed it). */
export const viewerIpOf = (event: HttpEvent): string | undefined => ipOfViewerAddress(event.headers[VIEWER_ADDRESS_HEADER]);

/**
 * What a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: a device picks any address in it at will).
 */
export const clientGroupOf = (ip: string): string => {
  if (isIP(ip) !== 6) return ip;
  // An embedded IPv4 tail lies below /64, which is dropped anyway.
  const groups = expandIpv6(ip.replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0'));
  return `${groups.slice(0, 4).join(':')}::/64`;
};
