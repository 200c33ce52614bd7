import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RESERVED_FIRST_SEGMENTS } from '../src/business-slug.js';
import { customUrlProblem, LINK_KEY_PATTERN, linkKeyOfPath, linkPath } from '../src/gallery/link-address.js';

const TOKEN = 'abcdefghijklmnopqrstuvwx23';
const token = fc.stringMatching(/^[a-z2-7]{26}$/);

describe('gallery addresses', () => {
  it('reads the token at the end of /{business}/{personal}/{session}', () => {
    expect(linkKeyOfPath(`/estudio-luz/ana-garcia/boda-en-sevilla-${TOKEN}`)).toBe(TOKEN);
    expect(linkKeyOfPath(`/estudio-luz/ana-garcia/${TOKEN}`)).toBe(TOKEN);
    expect(linkKeyOfPath(`/estudio-luz/ana-garcia/${TOKEN}/`)).toBe(TOKEN);
  });

  it('reads a custom URL at /{custom} and /gallery/{custom}, and a token at /gallery/{token}', () => {
    expect(linkKeyOfPath('/boda-ana-y-luis')).toBe('boda-ana-y-luis');
    expect(linkKeyOfPath('/gallery/boda-ana-y-luis')).toBe('boda-ana-y-luis');
    expect(linkKeyOfPath(`/gallery/${TOKEN}`)).toBe(TOKEN);
  });

  it('never takes an app route, an asset or a malformed path for a gallery', () => {
    for (const segment of RESERVED_FIRST_SEGMENTS.filter((s) => s !== 'gallery')) {
      expect(linkKeyOfPath(`/${segment}`), segment).toBeUndefined();
      expect(linkKeyOfPath(`/${segment}/a/${TOKEN}`), segment).toBeUndefined();
    }
    for (const path of ['/', '/assets/index-abc.js', '/favicon.ico', '/a/b', '/a/b/c/d', '/x/y/no-token-here', '/%E0%A4%A', '/gallery/', '/gallery/a.b']) {
      expect(linkKeyOfPath(path), path).toBeUndefined();
    }
  });

  it('builds paths that resolve back to their token, whatever the names', () => {
    fc.assert(
      fc.property(token, fc.option(fc.constantFrom('estudio-luz', 'foto-ana')), fc.string(), fc.string(), (t, business, client, title) => {
        const path = linkPath({ token: t, businessSlug: business, clientName: client, sessionTitle: title });
        expect(linkKeyOfPath(path)).toBe(t);
        expect(LINK_KEY_PATTERN.test(t)).toBe(true);
      }),
    );
  });

  it('refuses custom URLs that are malformed, reserved, or shaped like a token', () => {
    expect(customUrlProblem('boda-ana')).toBeUndefined();
    expect(customUrlProblem('ab')).toBe('invalid');
    expect(customUrlProblem('Boda')).toBe('invalid');
    expect(customUrlProblem('boda--ana')).toBe('invalid');
    expect(customUrlProblem('-boda')).toBe('invalid');
    expect(customUrlProblem('a'.repeat(61))).toBe('invalid');
    expect(customUrlProblem(TOKEN)).toBe('invalid');
    expect(customUrlProblem('dashboard')).toBe('reserved');
    expect(customUrlProblem('gallery')).toBe('reserved');
  });
});
