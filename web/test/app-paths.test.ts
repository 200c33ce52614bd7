import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';

// CloudFront and the local server send every gallery address (linkKeyOfPath) to the gallery
// page instead of the app: an app path that looked like one would never reach the app.
describe('app paths and gallery addresses', () => {
  it.each(Object.entries(paths))('%s (%s) is never taken for a gallery address', (_, path) => {
    const concrete = path.replace('*', 'anything');
    expect(linkKeyOfPath(concrete)).toBeUndefined();
    expect(linkKeyOfPath(`${concrete}/x`)).toBeUndefined();
  });
});
