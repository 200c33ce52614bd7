// The support-feedback modal and the assistant chat widget, end to end: the photographer sends
// feedback and asks the assistant from the dashboard; the message reaches the stack's local
// webhook receiver (infra/local/support/support-receiver.ts) with who sent it and from where,
// and the assistant's reply shows in the panel and its live region. Keyboard: focus into the
// dialog and panel, Escape closes, focus back on the button. axe on both, in Spanish on a
// phone (390 px) and in English on a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer, type TestPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, DESKTOP, openPage, PHONE } from './browser';
import { field } from './fields';
import { en, es } from './i18n';
import { signIn } from './journeys';

const { baseUrl, supportReceiverUrl } = inject('e2e');
const browser = browserForFile();

interface Received {
  path: string;
  body: { kind?: string; message?: string; page?: string; language?: string; category?: string; photographer?: { id?: string; email?: string } };
  reply?: string;
}

const receivedFrom = async (user: TestPhotographer): Promise<Received[]> => {
  const { received } = (await (await fetch(supportReceiverUrl)).json()) as { received: Received[] };
  return received.filter((entry) => entry.body.photographer?.id === user.userId);
};

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '');

const journey = async (language: 'es' | 'en', viewport: typeof PHONE) => {
  const t = language === 'es' ? es : en;
  const user = await newPhotographer(baseUrl, `support-${language}`);
  if (language === 'en') await callApiAs(baseUrl, user, 'PUT', '/api/me/settings', { preferences: { language: 'en' } });
  const { context, page } = await openPage(browser(), baseUrl, viewport);
  try {
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');

    // Feedback: the header's button opens the modal, with the focus inside it.
    const helpButton = page.getByRole('button', { name: t.support.open });
    await helpButton.click();
    const dialog = page.getByRole('dialog', { name: t.support.feedback.title });
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, `support modal (${language})`);
    // An empty message is refused on the field, and nothing is sent.
    await dialog.getByRole('button', { name: t.support.feedback.send }).click();
    await dialog.getByText(language === 'es' ? 'Por favor, completa todos los campos obligatorios.' : 'Please complete all required fields.').waitFor();
    expect(await receivedFrom(user)).toEqual([]);
    await field(dialog, t.support.feedback.category).selectOption('idea');
    const text = `Quiero exportar el calendario (${language})`;
    await field(dialog, t.support.feedback.message).fill(text);
    await dialog.getByRole('button', { name: t.support.feedback.send }).click();
    await page.getByRole('status').filter({ hasText: t.support.feedback.sent }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [feedback] = await receivedFrom(user);
    expect(feedback).toMatchObject({
      path: '/feedback',
      body: { kind: 'feedback', category: 'idea', message: text, page: '/dashboard', language, photographer: { id: user.userId, email: user.email.toLowerCase() } },
    });
    expect(await focusedLabel(page)).toBe(t.support.open);

    // The assistant: the floating button opens the panel with the focus on the question.
    await page.getByRole('button', { name: t.support.chat.open }).click();
    const panel = page.getByRole('dialog', { name: t.support.chat.title });
    await panel.waitFor();
    const question = field(panel, t.support.chat.input);
    expect(await question.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectAccessible(page, `assistant panel (${language})`);
    await question.fill(language === 'es' ? '¿Cómo comparto una galería con mi cliente?' : 'How do I share a gallery with my client?');
    await question.press('Enter');
    const answer = language === 'es' ? 'Generar enlace' : 'Generate link';
    await panel.getByRole('listitem').filter({ hasText: answer }).waitFor();
    expect(await page.getByTestId('assistant-live').textContent()).toContain(answer);
    expect(await question.inputValue()).toBe('');
    const chats = (await receivedFrom(user)).filter((entry) => entry.path === '/chat');
    expect(chats).toHaveLength(1);
    expect(chats[0]?.body).toMatchObject({ kind: 'chat', language, page: '/dashboard' });
    await expectAccessible(page, `assistant panel with a reply (${language})`);
    // The panel fits the phone's width.
    const box = await panel.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);

    // Escape closes it and gives the focus back; the conversation is kept for the next opening.
    await question.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe(t.support.chat.open);
    await page.getByRole('button', { name: t.support.chat.open }).click();
    await page.getByRole('dialog', { name: t.support.chat.title }).getByRole('listitem').filter({ hasText: answer }).waitFor();
  } finally {
    await context.close();
  }
};

describe.skipIf(!supportReceiverUrl)('support and assistant', () => {
  it('sends feedback and asks the assistant in Spanish on a phone', async () => {
    await journey('es', PHONE);
  });

  it('sends feedback and asks the assistant in English on a desktop', async () => {
    await journey('en', DESKTOP);
  });
});
