import { siteRequestOf, sitePath } from '@fotostudio/shared/site/pages';
import { describe, expect, it } from 'vitest';
import { parseConsent, CONSENT_MAX_AGE_MS } from '../src/site/consent';
import { remainingUntil } from '../src/site/countdown';
import { headElements } from '../src/site/head';
import { pageDataOf, pathOf } from '../src/site/page-data';
import { formatEuros, monthlyPriceCents, PLAN } from '../src/site/plan';
import { hasSessionTokens } from '../src/site/preferences';
import { robotsTxt, sitemapXml } from '../src/site/sitemap';

const ORIGIN = 'https://example.test';

describe('page addresses', () => {
  it.each([
    ['/', { page: 'home', language: 'es' }],
    ['/en', { page: 'home', language: 'en' }],
    ['/beta', { page: 'beta', language: 'es' }],
    ['/en/pricing', { page: 'pricing', language: 'en' }],
    ['/blog/abrimos-la-beta', { page: 'post', language: 'es', slug: 'abrimos-la-beta' }],
    ['/en/blog', { page: 'blog', language: 'en' }],
    ['/404', { page: 'not-found', language: 'es' }],
    ['/en/404', { page: 'not-found', language: 'en' }],
    ['/home', { page: 'not-found', language: 'es' }],
  ])('%s is %o, and its address again', (url, data) => {
    expect(pageDataOf(url)).toEqual(data);
    expect(pathOf(pageDataOf(url))).toBe(url === '/home' ? '/404' : url);
  });

  it('the other language of a page is the same page under /en or at the root', () => {
    expect(pathOf(pageDataOf('/blog/abrimos-la-beta'), 'en')).toBe('/en/blog/abrimos-la-beta');
    expect(pathOf(pageDataOf('/en/terms'), 'es')).toBe('/terms');
    expect(pathOf(pageDataOf('/en'), 'es')).toBe('/');
  });

  it('the servers tell pages, the app and unknown addresses apart', () => {
    expect(siteRequestOf('/', [])).toEqual({ kind: 'page', document: '/site.html' });
    expect(siteRequestOf('/en/cookies/', [])).toEqual({ kind: 'page', document: '/en/cookies/index.html' });
    expect(siteRequestOf('/dashboard/crm', [])).toEqual({ kind: 'app' });
    expect(siteRequestOf('/blog/x', ['x'])).toEqual({ kind: 'page', document: '/blog/x/index.html' });
    expect(siteRequestOf('/blog/y', ['x'])).toEqual({ kind: 'not-found', document: '/404/index.html' });
    expect(siteRequestOf('/en/home', [])).toEqual({ kind: 'not-found', document: '/en/404/index.html' });
    expect(sitePath('thankyou', 'en')).toBe('/en/thankyou');
  });
});

describe('head and sitemap', () => {
  const meta = { title: 'Beta', description: 'Plazas' };

  it('a page carries its canonical URL, both languages and x-default, and Open Graph tags', () => {
    const elements = headElements(pageDataOf('/en/beta'), meta, ORIGIN);
    const links = elements.filter((e) => e.type === 'link').map((e) => e.props);
    expect(links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/en/beta` },
      { rel: 'alternate', hreflang: 'es', href: `${ORIGIN}/beta` },
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/en/beta` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/beta` },
    ]);
    const og = Object.fromEntries(elements.filter((e) => e.props.property).map((e) => [e.props.property, e.props.content]));
    expect(og).toMatchObject({ 'og:title': 'Beta', 'og:description': 'Plazas', 'og:url': `${ORIGIN}/en/beta`, 'og:locale': 'en_GB' });
  });

  it('the not-found and thank-you pages are not indexed', () => {
    for (const url of ['/404', '/thankyou']) {
      const elements = headElements(pageDataOf(url), meta, ORIGIN);
      expect(elements.some((e) => e.props.rel === 'canonical')).toBe(false);
      expect(elements).toContainEqual({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
    }
  });

  it('the sitemap lists indexable pages with their alternates; robots.txt points at it', () => {
    const xml = sitemapXml(['/', '/en', '/beta', '/404', '/thankyou'], ORIGIN);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([`<loc>${ORIGIN}/</loc>`, `<loc>${ORIGIN}/en</loc>`, `<loc>${ORIGIN}/beta</loc>`]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/beta"/>`);
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('beta countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(remainingUntil('2026-01-03T05:06:07Z', now)).toEqual({ days: 2, hours: 5, minutes: 6, seconds: 7 });
  });

  it('is over at the deadline, and for an unreadable one', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingUntil('2026-01-01T00:00:00Z', now)).toBeUndefined();
    expect(remainingUntil('not a date', now)).toBeUndefined();
  });
});

describe('pricing figures (spec sections 1 and 9)', () => {
  it('monthly 27.99, beta 16.80, yearly saves 55.98 and shows 23.25 a month', () => {
    expect(formatEuros(monthlyPriceCents('monthly'), 'en')).toBe('€27.99');
    expect(formatEuros(monthlyPriceCents('yearly'), 'en')).toBe('€23.25');
    expect(formatEuros(PLAN.betaMonthlyCents, 'es')).toBe('16,80\u00a0€');
    expect(formatEuros(PLAN.yearlySavingCents, 'es')).toBe('55,98\u00a0€');
    // 2 months free: the saving is two monthly payments.
    expect(PLAN.yearlySavingCents).toBe(2 * PLAN.monthlyCents);
  });
});

describe('visitor signals', () => {
  it('a stored Amplify session counts as signed in; other keys do not', () => {
    expect(hasSessionTokens(['CognitoIdentityServiceProvider.abc.ana@example.com.refreshToken'])).toBe(true);
    expect(hasSessionTokens(['CognitoIdentityServiceProvider.abc.LastAuthUser', 'fotostudio.language'])).toBe(false);
  });

  it('a cookie choice lasts a year and is read strictly', () => {
    const at = Date.UTC(2026, 0, 1);
    const raw = JSON.stringify({ analytics: true, usage: 'yes', ads: false, at });
    expect(parseConsent(raw, at + 1000)).toEqual({ analytics: true, usage: false, ads: false, at });
    expect(parseConsent(raw, at + CONSENT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(parseConsent('{', at)).toBeUndefined();
    expect(parseConsent(null, at)).toBeUndefined();
  });
});
