// The gallery's password page tells a refused client when to try again, from the 429's
// Retry-After (gallery/holder/unlock.ts answers seconds; an HTTP date is read too).
import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from '../src/gallery/api';
import { retryWhen } from '../src/gallery/format';

describe('when a refused password try may be made again', () => {
  it('reads Retry-After as seconds or as an HTTP date, and nothing from an absent or unreadable one', () => {
    expect(retryAfterSecondsOf('5')).toBe(5);
    expect(retryAfterSecondsOf(' 840 ')).toBe(840);
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 10:02:30 GMT', now)).toBe(150);
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf(null)).toBeUndefined();
    expect(retryAfterSecondsOf('')).toBeUndefined();
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
  });

  it('says it in the visitor’s language: seconds under a minute, else whole minutes rounded up', () => {
    expect(retryWhen(5, 'en')).toBe('in 5 seconds');
    expect(retryWhen(5, 'es')).toBe('dentro de 5 segundos');
    expect(retryWhen(0, 'en')).toBe('in 1 second');
    expect(retryWhen(601, 'en')).toBe('in 11 minutes');
    expect(retryWhen(840, 'es')).toBe('dentro de 14 minutos');
  });
});
