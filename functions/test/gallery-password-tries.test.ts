// Password tries on a protected link, per client and per link (gallery/holder/unlock.ts), through the
// local server that plays CloudFront: clients call from 127.0.0.2, 127.0.0.3… (Linux routes all
// of 127.0.0.0/8 to the loopback) and the server tells the function each one's address in
// CloudFront-Viewer-Address. IPv6 viewers (the server listens on IPv4 only) are events given
// to the gallery function in-process, with that header as CloudFront would set it. The rules of
// time (the link's spacing, the end of a client's window) run on the use case with fixed instants.
import { unlockGallery } from '@fotostudio/shared/contracts/gallery';
import { buildPath } from '@fotostudio/shared/contracts/route';
import { VIEWER_ADDRESS_HEADER } from '@fotostudio/shared/viewer-address';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashLinkPassword } from '../src/share-links/link-password.js';
import { clientGroupOf, ipOfViewerAddress } from '../src/lib/http/viewer-address.js';
import { readSession } from '../src/gallery/holder/gallery-items.js';
import type { Holder } from '../src/gallery/holder/holder-access.js';
import { readShareLink } from '../src/share-links/share-links.js';
import { CLIENT_TRIES_PER_WINDOW, LINK_TRIES_BEFORE_SPACING, LINK_TRY_SPACING_MS, PASSWORD_WINDOW_MS, unlockLink } from '../src/gallery/holder/unlock.js';
import { DomainError } from '../src/lib/errors.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import type { TestUser } from './support/cognito-users.js';
import { httpEvent, lambdaContext } from './support/http-event.js';
import { createBrandedPhotographer, createLink, galleryPageHandler, type LinkFixture } from './support/share-links.js';

const PASSWORD = 'secreto-de-ana';
const WRONG = 'no-es-esta';

const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

/** Retry-After of a 429, in seconds (NaN when absent or not a number). */
const retryAfterOf = (answer: ApiAnswer): number => Number(answer.headers['retry-after'] ?? Number.NaN);

/** A window of the password tries far from today, so its counters outlive the test (TTL). */
const WINDOW_START = Date.parse('2031-05-01T10:00:00.000Z');

/** The holder of a link made by createLink, as the gallery function reads it. */
const holderOf = async ({ user: owner, sessionId }: LinkFixture): Promise<Holder> => {
  const [link, session] = await Promise.all([readShareLink(owner.sub, sessionId), readSession(owner.sub, sessionId, { consistent: true })]);
  if (!link || !session) throw new Error('the link fixture was not stored');
  return { photographerId: owner.sub, sessionId, link, session };
};

/** The refusal of a try at `now` (fails the test when the try is let through). */
const refusalAt = async (holder: Holder, password: string, viewerIp: string, now: Date): Promise<DomainError> => {
  const outcome = await unlockLink(holder, password, viewerIp, now).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof DomainError)) throw new Error(`a try at ${now.toISOString()} from ${viewerIp} was not refused: ${String(outcome)}`);
  return outcome;
};

/**
 * The windows are fixed 15-minute slices of the clock: a test that straddled an edge would
 * count its tries in two windows. Starts each test at least a minute before the next edge.
 */
const awayFromWindowEdge = async (): Promise<void> => {
  const untilEdge = PASSWORD_WINDOW_MS - (Date.now() % PASSWORD_WINDOW_MS);
  if (untilEdge < 60_000) await new Promise((resolve) => setTimeout(resolve, untilEdge + 100));
};

describe('password tries on a protected link', () => {
  let user: TestUser;
  let packageId: string;
  let hash: string;

  beforeAll(async () => {
    ({ user, packageId } = await createBrandedPhotographer('password-tries', { businessName: 'Estudio Luz' }));
    hash = await hashLinkPassword(PASSWORD);
  });
  beforeEach(awayFromWindowEdge, 2 * 60_000);

  const protectedLink = async (): Promise<string> => (await createLink(user, packageId, { title: 'Elige tus fotos', passwordHash: hash })).token;
  const unlock = (linkKey: string, from: string, password: string, headers: Record<string, string> = {}) =>
    callApi({ method: 'POST', path: buildPath(unlockGallery.path, { linkKey }), body: { password }, headers, from });
  const flood = async (linkKey: string, from: string, tries: number) => {
    for (let i = 0; i < tries; i += 1) expect(refusal(await unlock(linkKey, from, `${WRONG}-${i}`)), `try ${i} from ${from}`).toEqual({ status: 401, code: 'gallery.password_wrong' });
  };

  it('a flood of wrong passwords from 127.0.0.2 does not keep the client on 127.0.0.3 out; the flooder is refused with Retry-After, even with the right password', async () => {
    const link = await protectedLink();
    await flood(link, '127.0.0.2', CLIENT_TRIES_PER_WINDOW);
    const refused = await unlock(link, '127.0.0.2', WRONG);
    expect(refusal(refused)).toEqual({ status: 429, code: 'gallery.password_rate_limited' });
    // Until its window ends (at most 15 minutes away).
    expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(PASSWORD_WINDOW_MS / 1000);
    // The right password is a try like any other: it cannot be found by guessing past the limit.
    expect(refusal(await unlock(link, '127.0.0.2', PASSWORD))).toEqual({ status: 429, code: 'gallery.password_rate_limited' });

    const client = await unlock(link, '127.0.0.3', PASSWORD);
    expect(responseOf(unlockGallery, client).pass).toEqual(expect.any(String));
  });

  it('past the link ceiling, tries from every address are spaced out, not locked: the real client gets in after the short Retry-After', async () => {
    const holder = await holderOf(await createLink(user, packageId, { title: 'Elige tus fotos', passwordHash: hash }));
    // The rule's own clock: every try at a fixed instant well inside one window.
    const at = (ms: number) => new Date(WINDOW_START + 7 * 60_000 + ms);
    const flooders = Array.from({ length: LINK_TRIES_BEFORE_SPACING / CLIENT_TRIES_PER_WINDOW }, (_, i) => `203.0.113.${i + 1}`);
    for (const address of flooders) {
      for (let i = 0; i < CLIENT_TRIES_PER_WINDOW; i += 1) await expect(unlockLink(holder, `${WRONG}-${i}`, address, at(0))).rejects.toMatchObject({ code: 'gallery.password_wrong' });
    }

    const slowed = await refusalAt(holder, PASSWORD, '198.51.100.3', at(0));
    expect(slowed.code).toBe('gallery.password_rate_limited');
    expect(slowed.retryAfterSeconds).toBe(LINK_TRY_SPACING_MS / 1000);
    // One millisecond short of the spacing since the last try let through: still refused.
    expect((await refusalAt(holder, PASSWORD, '198.51.100.3', at(LINK_TRY_SPACING_MS - 1))).code).toBe('gallery.password_rate_limited');

    // What Retry-After promises: after that wait the next try is let through…
    const admitted = await unlockLink(holder, PASSWORD, '198.51.100.3', at((slowed.retryAfterSeconds ?? 0) * 1000));
    expect(admitted.pass).toEqual(expect.any(String));
    // …and it took the link's spaced try: one from elsewhere at the same instant waits again.
    expect((await refusalAt(holder, WRONG, '198.51.100.4', at(LINK_TRY_SPACING_MS))).code).toBe('gallery.password_rate_limited');
  });

  it("refuses a client whose tries are used up until its window's end, told in Retry-After, and counts it afresh in the next window", async () => {
    const holder = await holderOf(await createLink(user, packageId, { title: 'Elige tus fotos', passwordHash: hash }));
    const late = new Date(WINDOW_START + PASSWORD_WINDOW_MS - 90_000);
    for (let i = 0; i < CLIENT_TRIES_PER_WINDOW; i += 1) await expect(unlockLink(holder, `${WRONG}-${i}`, '203.0.113.9', late)).rejects.toMatchObject({ code: 'gallery.password_wrong' });
    const refused = await refusalAt(holder, PASSWORD, '203.0.113.9', new Date(WINDOW_START + PASSWORD_WINDOW_MS - 1));
    expect(refused).toMatchObject({ code: 'gallery.password_rate_limited', retryAfterSeconds: 1 });
    expect((await unlockLink(holder, PASSWORD, '203.0.113.9', new Date(WINDOW_START + PASSWORD_WINDOW_MS))).pass).toEqual(expect.any(String));
  });

  it('counts by the address the edge saw: X-Forwarded-For and a client-sent CloudFront-Viewer-Address change nothing', async () => {
    const link = await protectedLink();
    await flood(link, '127.0.0.2', CLIENT_TRIES_PER_WINDOW);
    // The flooder claims to be 127.0.0.3 in both headers: still counted as 127.0.0.2.
    expect(refusal(await unlock(link, '127.0.0.2', PASSWORD, { 'x-forwarded-for': '127.0.0.3' }))).toEqual({ status: 429, code: 'gallery.password_rate_limited' });
    expect(refusal(await unlock(link, '127.0.0.2', PASSWORD, { [VIEWER_ADDRESS_HEADER]: '127.0.0.3:40000' }))).toEqual({
      status: 429,
      code: 'gallery.password_rate_limited',
    });
    // And the real client claiming the flooder's address is not refused for it.
    const client = await unlock(link, '127.0.0.3', PASSWORD, { 'x-forwarded-for': '127.0.0.2' });
    expect(client.status, client.text).toBe(200);
  });

  it('IPv6 viewers in the same /64 share one window; another /64 has its own', async () => {
    const link = await protectedLink();
    const unlockFrom = async (viewerAddress: string, password: string): Promise<ApiAnswer> => {
      const path = buildPath(unlockGallery.path, { linkKey: link });
      const event = httpEvent('POST', path, {
        routeKey: `POST ${unlockGallery.path}`,
        pathParameters: { linkKey: link },
        headers: { 'content-type': 'application/json', [VIEWER_ADDRESS_HEADER]: viewerAddress },
        body: JSON.stringify({ password }),
      });
      const result = await galleryPageHandler(event, lambdaContext);
      const text = result.body ?? '';
      return { status: result.statusCode ?? 0, text, body: JSON.parse(text) as unknown, headers: {} };
    };
    // CloudFront's form (unbracketed, port last) and the bracketed one, one /64 with two devices.
    const sameNetwork = ['2001:db8:a:b::1:50000', '[2001:db8:a:b:ffff:ffff:ffff:fffe]:50001'];
    for (let i = 0; i < CLIENT_TRIES_PER_WINDOW; i += 1) {
      expect(refusal(await unlockFrom(sameNetwork[i % 2] ?? '', `${WRONG}-${i}`))).toEqual({ status: 401, code: 'gallery.password_wrong' });
    }
    expect(refusal(await unlockFrom('2001:db8:a:b:1234::9:443', PASSWORD))).toEqual({ status: 429, code: 'gallery.password_rate_limited' });
    expect((await unlockFrom('2001:db8:a:c::1:443', PASSWORD)).status).toBe(200);
  });
});

describe('the client of a CloudFront-Viewer-Address', () => {
  it('reads the IP of IPv4, CloudFront-style IPv6 and bracketed IPv6 values, and nothing from malformed ones', () => {
    expect(ipOfViewerAddress('203.0.113.7:46532')).toBe('203.0.113.7');
    expect(ipOfViewerAddress('2406:2d40:728d:fa10::c4a:42838')).toBe('2406:2d40:728d:fa10::c4a');
    expect(ipOfViewerAddress('[2001:db8::1]:46532')).toBe('2001:db8::1');
    expect(ipOfViewerAddress('[::ffff:203.0.113.7]:443')).toBe('203.0.113.7');
    for (const malformed of [undefined, '', '203.0.113.7', 'example.com:443', '203.0.113.7:', '1.2.3.4, 5.6.7.8:443']) {
      expect(ipOfViewerAddress(malformed), String(malformed)).toBeUndefined();
    }
  });

  it('counts IPv4 by address and IPv6 by /64', () => {
    expect(clientGroupOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroupOf('2001:db8:a:b::1')).toBe('2001:0db8:000a:000b::/64');
    expect(clientGroupOf('2001:DB8:A:B:ffff:ffff:ffff:fffe')).toBe('2001:0db8:000a:000b::/64');
    expect(clientGroupOf('2001:db8:a:c::1')).toBe('2001:0db8:000a:000c::/64');
    expect(clientGroupOf('::1')).toBe('0000:0000:0000:0000::/64');
  });
});
