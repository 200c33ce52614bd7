import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { thumbhashPlaceholder } from '../src/lib/thumbhash-placeholder';

describe('session cover placeholder', () => {
  it('turns a base64 ThumbHash into a PNG data URL', () => {
    const pixels = new Uint8Array(4 * 4 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
    const hash = Buffer.from(rgbaToThumbHash(4, 4, pixels)).toString('base64');
    expect(thumbhashPlaceholder(hash)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  it('has none without a hash or with one it cannot read', () => {
    expect(thumbhashPlaceholder(null)).toBeNull();
    expect(thumbhashPlaceholder('%%%not base64')).toBeNull();
  });
});
