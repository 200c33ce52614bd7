// Layout checks a person would make on a phone: nothing of an element is cut off by the
// viewport's edges, and a strip that scrolls sideways says so.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The element's box lies inside the viewport horizontally (it may scroll vertically). */
export const expectWithinViewportWidth = async (page: Page, element: Locator): Promise<void> => {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the element is not rendered or the page has no viewport');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
};

/** Every element the locator matches lies wholly inside the container's box (nothing clipped by its overflow). */
export const expectAllInside = async (container: Locator, elements: Locator): Promise<void> => {
  const outer = await container.boundingBox();
  if (!outer) throw new Error('the container is not rendered');
  for (const element of await elements.all()) {
    const box = await element.boundingBox();
    if (!box) throw new Error('an element is not rendered');
    expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  }
};
