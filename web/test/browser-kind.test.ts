import { describe, expect, it } from 'vitest';
import { isOpera } from '../src/lib/browser-kind';

describe('isOpera', () => {
  it('knows Opera on desktop, Android and the old Presto engine', () => {
    expect(isOpera('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0')).toBe(true);
    expect(isOpera('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 OPR/79.0.4195.76543')).toBe(true);
    expect(isOpera('Opera/9.80 (Windows NT 6.1; U; en) Presto/2.10.289 Version/12.02')).toBe(true);
  });

  it('does not take Chrome, Edge, Firefox or Safari for it', () => {
    expect(isOpera('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')).toBe(false);
    expect(isOpera('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0')).toBe(false);
    expect(isOpera('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(false);
    expect(isOpera('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
