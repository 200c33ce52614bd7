import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control by its whole visible label, in the page or within a part of it (a
 * dialog). Required fields end the label with an asterisk that screen readers skip but the
 * label's text contains.
 */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?$`));

/** The text of everything that describes a field (its hint and error). */
export const descriptionOf = (field: Locator): Promise<string> =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
