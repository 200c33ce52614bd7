// axe-core on every screen and every dialog the app has, in Spanish and in English: no
// serious or critical violation anywhere. Each language gets its own photographer, with
// a contact, a client with a family link and a session, a product, a package and a comment made through
// the API, so lists, rows, details and delete dialogs all have something to show.
import { createComment, createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, idOf, newPhotographer, rememberWelcomeShown, type TestPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE } from './browser';
import { field } from './fields';
import { en, es, interpolate } from './i18n';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const LANGUAGE_STORAGE_KEY = 'fotostudio.language';
const texts = { es, en } as const;
type Language = keyof typeof texts;

interface Fixture {
  user: TestPhotographer;
  lead: string;
  client: string;
  relative: string;
  product: string;
  packageName: string;
  comment: string;
  session: string;
  sessionId: string;
}

/** A photographer whose account speaks `language`, with something on every screen. */
const photographerWithData = async (language: Language): Promise<Fixture> => {
  const user = await newPhotographer(baseUrl, `a11y-${language}`);
  const call = (method: 'POST' | 'PUT', path: string, body: unknown) => callApiAs(baseUrl, user, method, path, body);
  await call('PUT', '/api/me/settings', { preferences: { language } });
  const contactBody = exampleOf(createContact).body;
  await call('POST', '/api/contacts', { ...contactBody, type: 'lead', firstName: 'Nora', lastName: 'Lead', emails: { primary: `nora.${language}@example.com` } });
  const client = await call('POST', '/api/contacts', { ...contactBody, type: 'client', firstName: 'Clara', lastName: 'Client', emails: { primary: `clara.${language}@example.com` } });
  const relative = await call('POST', '/api/contacts', { ...contactBody, type: 'client', firstName: 'Rosa', lastName: 'Relative', emails: { primary: `rosa.${language}@example.com` } });
  await call('POST', `/api/contacts/${idOf(client, 'contact', 'contactId')}/relationships`, {
    relatedContactId: idOf(relative, 'contact', 'contactId'),
    relationshipType: language === 'es' ? 'hermana' : 'sister',
  });
  const product = await call('POST', '/api/products', { ...exampleOf(createProduct).body, name: `Album ${language}` });
  const productAnswer = createProduct.response.parse(product).product;
  const sessionPackage = await call('POST', '/api/packages', {
    ...exampleOf(createPackage).body,
    name: `Boda ${language}`,
    includedProducts: [{ productId: productAnswer.productId, variants: [{ variantId: productAnswer.variants[0]?.variantId, quantity: 1 }] }],
  });
  // Dated today, so the calendar shows it in the month it opens on.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const session = await call('POST', '/api/sessions', {
    clientId: idOf(client, 'contact', 'contactId'),
    packageId: idOf(sessionPackage, 'package', 'packageId'),
    title: `Sesión ${language}`,
    sessionType: 'wedding',
    date: today,
    time: '10:30',
    calendarSync: false,
  });
  await call('POST', '/api/comments', { ...exampleOf(createComment).body, title: `Hola ${language}` });
  return {
    user,
    lead: 'Nora Lead',
    client: 'Clara Client',
    relative: 'Rosa Relative',
    product: `Album ${language}`,
    packageName: `Boda ${language}`,
    comment: `Hola ${language}`,
    session: `Sesión ${language}`,
    sessionId: idOf(session, 'session', 'sessionId'),
  };
};

/** A fresh browser context whose stored language is `language`, before the app starts. */
const openIn = async (language: Language, viewport?: { width: number; height: number }) => {
  const opened = await openPage(browser(), baseUrl, viewport);
  await opened.context.addInitScript(
    ({ key, value }) => window.localStorage.setItem(key, value),
    { key: LANGUAGE_STORAGE_KEY, value: language },
  );
  return opened;
};

const signInAs = async (page: Page, t: (typeof texts)[Language], user: TestPhotographer): Promise<void> => {
  await page.goto('/login');
  await field(page, t.auth.login.email).fill(user.email);
  await field(page, t.auth.login.password).fill(user.password);
  await page.getByRole('button', { name: t.auth.login.submit }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('navigation', { name: t.nav.label }).waitFor();
};

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name, exact: true });

const closeDialog = async (dialog: Locator, t: (typeof texts)[Language]): Promise<void> => {
  await dialog.getByRole('button', { name: t.ui.modal.close }).first().click();
  await dialog.waitFor({ state: 'detached' });
};

const cancelDialog = async (dialog: Locator, t: (typeof texts)[Language]): Promise<void> => {
  await dialog.getByRole('button', { name: t.ui.cancel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

for (const language of ['es', 'en'] as const) {
  const t = texts[language];

  describe(`accessibility in ${language === 'es' ? 'Spanish' : 'English'}`, () => {
    let fixture: Fixture;
    beforeAll(async () => {
      fixture = await photographerWithData(language);
    });

    it('public screens: login, sign-up, confirmation, password reset, invitation, auth error, not found', async () => {
      const { context, page } = await openIn(language);
      const screens = [
        '/login',
        '/signup',
        '/auth/confirm?email=someone%40example.com',
        '/auth/reset-password',
        '/auth/confirm-invite?email=someone%40example.com',
        '/auth/invite',
        '/auth/error',
        '/no-such-page',
      ];
      for (const path of screens) {
        await page.goto(path);
        // The not-found page arrives prerendered in Spanish and switches to a stored English
        // choice once its script has run: wait for the language, not only for a heading.
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectAccessible(page, path);
      }
      // The login screen on a phone too (the auth card changes layout).
      await page.setViewportSize(PHONE);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, '/login on a phone');
      await context.close();
    });

    it('dashboard with the welcome dialog, profile and settings with each tab', async () => {
      const { context, page } = await openIn(language);
      await signInAs(page, t, fixture.user);
      // A photographer who has not finished onboarding is welcomed by a dialog.
      const welcome = page.getByRole('dialog');
      await welcome.waitFor();
      await expectAccessible(page, 'dashboard with the welcome dialog');
      await welcome.getByRole('button', { name: t.welcome.later }).click();
      await welcome.waitFor({ state: 'detached' });
      await expectAccessible(page, 'dashboard');

      const nav = page.getByRole('navigation', { name: t.nav.label });
      await nav.getByRole('link', { name: t.nav.items.profile }).click();
      await page.getByRole('heading', { level: 1, name: t.profile.title }).waitFor();
      await expectAccessible(page, 'profile');
      await page.getByRole('button', { name: t.profile.edit }).click();
      await page.getByRole('button', { name: t.ui.save }).waitFor();
      await expectAccessible(page, 'profile in edit mode');

      await nav.getByRole('link', { name: t.nav.items.settings }).click();
      await page.getByRole('heading', { level: 1, name: t.settings.title }).waitFor();
      for (const tab of Object.values(t.settings.tabs)) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        await expectAccessible(page, `settings, ${tab}`);
      }
      await context.close();
    });

    it('CRM: both lists, add, detail with every tab, convert, family link, delete, import and export', async () => {
      const { context, page } = await openIn(language);
      await rememberWelcomeShown(context, fixture.user.userId);
      await signInAs(page, t, fixture.user);
      const crm = t.crm;
      await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.items.crm }).click();
      await page.getByRole('heading', { level: 1, name: crm.title }).waitFor();

      const contacts = page.getByRole('tabpanel', { name: crm.tabs.contacts, exact: true });
      await contacts.getByRole('row').filter({ hasText: fixture.lead }).waitFor();
      await expectAccessible(page, 'CRM contacts');

      await contacts.getByRole('button', { name: crm.add.lead }).first().click();
      const form = dialogNamed(page, crm.form.createTitle);
      await form.waitFor();
      await expectAccessible(page, 'CRM add-contact dialog');
      // Saving with nothing filled shows the field errors.
      await form.getByRole('button', { name: t.ui.save }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      await expectAccessible(page, 'CRM add-contact dialog with errors');
      await cancelDialog(form, t);

      const leadRow = contacts.getByRole('row').filter({ hasText: fixture.lead });
      await leadRow.getByRole('button', { name: interpolate(crm.actions.view, { name: fixture.lead }) }).click();
      let detail = dialogNamed(page, fixture.lead);
      await detail.getByRole('tab', { name: crm.detail.tabs.info, exact: true }).waitFor();
      await expectAccessible(page, 'CRM lead detail');
      await detail.getByRole('tab', { name: crm.detail.tabs.convert, exact: true }).click();
      await detail.getByRole('button', { name: crm.convert.button }).click();
      const convert = dialogNamed(page, interpolate(crm.convert.confirmTitle, { name: fixture.lead }));
      await convert.waitFor();
      await expectAccessible(page, 'CRM convert confirmation');
      await cancelDialog(convert, t);
      await closeDialog(detail, t);

      await leadRow.getByRole('button', { name: interpolate(crm.actions.delete, { name: fixture.lead }) }).click();
      const remove = dialogNamed(page, crm.delete.title.lead);
      await remove.waitFor();
      await expectAccessible(page, 'CRM delete confirmation');
      await cancelDialog(remove, t);

      await page.getByRole('tab', { name: crm.tabs.clients, exact: true }).click();
      const clients = page.getByRole('tabpanel', { name: crm.tabs.clients, exact: true });
      const clientRow = clients.getByRole('row').filter({ hasText: fixture.client });
      await clientRow.waitFor();
      await expectAccessible(page, 'CRM clients');
      await clientRow.getByRole('button', { name: interpolate(crm.actions.view, { name: fixture.client }) }).click();
      detail = dialogNamed(page, fixture.client);
      await detail.getByRole('tab', { name: crm.detail.tabs.info, exact: true }).waitFor();
      await expectAccessible(page, 'CRM client detail');
      await detail.getByRole('button', { name: crm.detail.edit }).click();
      await detail.getByRole('button', { name: t.ui.save }).waitFor();
      await expectAccessible(page, 'CRM client detail in edit mode');
      await detail.getByRole('button', { name: t.ui.cancel, exact: true }).click();
      for (const tab of [crm.detail.tabs.relationships, crm.detail.tabs.sessions, crm.detail.tabs.invoices]) {
        await detail.getByRole('tab', { name: tab, exact: true }).click();
        await detail.getByRole('tabpanel', { name: tab, exact: true }).waitFor();
        if (tab === crm.detail.tabs.relationships) await detail.getByText(fixture.relative).first().waitFor();
        await expectAccessible(page, `CRM client detail, ${tab}`);
      }
      await closeDialog(detail, t);

      // Phones: the detail's tabs and the list.
      await page.setViewportSize(PHONE);
      await clientRow.getByRole('button', { name: interpolate(crm.actions.view, { name: fixture.client }) }).click();
      detail = dialogNamed(page, fixture.client);
      await detail.getByRole('tab', { name: crm.detail.tabs.info, exact: true }).waitFor();
      await expectAccessible(page, 'CRM client detail on a phone');
      await closeDialog(detail, t);
      await page.setViewportSize({ width: 1280, height: 860 });

      await page.getByRole('button', { name: crm.transfer.import.open }).click();
      const importDialog = dialogNamed(page, crm.transfer.import.title);
      await importDialog.waitFor();
      await expectAccessible(page, 'CRM import dialog');
      await cancelDialog(importDialog, t);

      await page.getByRole('button', { name: crm.transfer.export.open }).click();
      const exportDialog = dialogNamed(page, crm.transfer.export.title);
      await exportDialog.waitFor();
      await expectAccessible(page, 'CRM export wizard, options');
      await exportDialog.getByRole('button', { name: crm.transfer.export.toPreview }).click();
      await exportDialog.getByRole('table').waitFor();
      await expectAccessible(page, 'CRM export wizard, preview');
      await closeDialog(exportDialog, t);
      await context.close();
    });

    it('sessions: list, grid, calendar (desktop and phone), archived tab, and the archive, email, delete and calendar dialogs', async () => {
      const { context, page } = await openIn(language);
      await rememberWelcomeShown(context, fixture.user.userId);
      await signInAs(page, t, fixture.user);
      const s = t.sessions;
      await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.items.sessions }).click();
      await page.getByRole('heading', { level: 1, name: s.page.title }).waitFor();
      const current = page.getByRole('tabpanel', { name: s.page.tabs.current, exact: true });
      const row = current.getByRole('row').filter({ hasText: fixture.session });
      await row.waitFor();
      await expectAccessible(page, 'sessions list');

      const layouts = page.getByRole('group', { name: s.list.layouts.label });
      await layouts.getByRole('button', { name: s.list.layouts.grid }).click();
      await current.getByRole('heading', { name: fixture.session }).waitFor();
      await expectAccessible(page, 'sessions grid');
      await layouts.getByRole('button', { name: s.list.layouts.calendar }).click();
      const event = current.getByRole('table').getByRole('button', { name: new RegExp(`^10:30 ${fixture.session} \\(`) });
      await event.waitFor();
      await expectAccessible(page, 'sessions calendar');
      await page.setViewportSize(PHONE);
      await current.locator('.session-calendar-agenda').getByRole('button', { name: new RegExp(`^10:30 ${fixture.session} \\(`) }).waitFor();
      await expectAccessible(page, 'sessions calendar on a phone');
      await page.setViewportSize({ width: 1280, height: 860 });
      await layouts.getByRole('button', { name: s.list.layouts.list }).click();
      await row.waitFor();

      const dialogs = [
        { action: s.list.actions.email, title: interpolate(s.email.title, { name: fixture.session }), where: 'email dialog' },
        { action: s.list.actions.delete, title: s.archive.deleteTitle, where: 'delete dialog' },
        { action: s.list.actions.archive, title: s.archive.archiveTitle, where: 'archive dialog' },
      ];
      for (const { action, title, where } of dialogs) {
        await row.getByRole('button', { name: interpolate(action, { name: fixture.session }) }).click();
        const dialog = dialogNamed(page, title);
        await dialog.waitFor();
        await expectAccessible(page, `sessions ${where}`);
        if (where === 'email dialog') {
          // Sending with nothing in the message shows the field errors.
          await dialog.getByRole('button', { name: t.ui.emailCompose.send }).click();
          await dialog.locator('[aria-invalid="true"]').first().waitFor();
          await expectAccessible(page, 'sessions email dialog with errors');
          // Nothing was typed: it closes without asking.
          await closeDialog(dialog, t);
        } else if (where === 'archive dialog') {
          // Archived for real, so the Archived tab has a row with its deletion date.
          await dialog.getByRole('button', { name: s.archive.archiveConfirm }).click();
          await dialog.waitFor({ state: 'detached' });
          await row.waitFor({ state: 'detached' });
        } else {
          await cancelDialog(dialog, t);
        }
      }

      await page.getByRole('tab', { name: s.page.tabs.archived, exact: true }).click();
      const archivedRow = page.getByRole('tabpanel', { name: s.page.tabs.archived, exact: true }).getByRole('row').filter({ hasText: fixture.session });
      await archivedRow.waitFor();
      await expectAccessible(page, 'sessions archived tab');
      for (const [action, title] of [
        [s.archive.actions.delete, s.archive.deleteTitle],
        [s.archive.actions.restore, s.archive.restoreTitle],
      ] as const) {
        await archivedRow.getByRole('button', { name: interpolate(action, { name: fixture.session }) }).click();
        const dialog = dialogNamed(page, title);
        await dialog.waitFor();
        await expectAccessible(page, `sessions archived: ${title}`);
        if (action === s.archive.actions.restore) {
          await dialog.getByRole('button', { name: s.archive.restoreConfirm }).click();
          await dialog.waitFor({ state: 'detached' });
        } else {
          await cancelDialog(dialog, t);
        }
      }
      await page.getByRole('tabpanel', { name: s.page.tabs.archived, exact: true }).getByText(s.archive.empty.title).waitFor();
      await expectAccessible(page, 'sessions archived tab, empty');

      // The calendar subscription, over the archived tab.
      await page.getByRole('button', { name: s.feed.open }).click();
      const feed = dialogNamed(page, s.feed.title);
      await feed.getByRole('textbox', { name: s.feed.urlLabel }).waitFor();
      await expectAccessible(page, 'calendar subscription dialog');
      await feed.getByRole('button', { name: s.feed.regenerate }).click();
      const regenerate = dialogNamed(page, s.feed.regenerateTitle);
      await regenerate.waitFor();
      await expectAccessible(page, 'calendar link regeneration confirmation');
      await cancelDialog(regenerate, t);
      await closeDialog(feed, t);

      await context.close();
    });

    it('catalog: packages, products and comments with their dialogs', async () => {
      const { context, page } = await openIn(language);
      await rememberWelcomeShown(context, fixture.user.userId);
      await signInAs(page, t, fixture.user);
      const c = t.catalog;
      await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.items.packages }).click();
      await page.getByRole('heading', { level: 1, name: c.title }).waitFor();

      const panels = [
        { tab: c.tabs.sessions, item: fixture.packageName, create: c.packages.new, title: c.packages.createTitle },
        { tab: c.tabs.products, item: fixture.product, create: c.products.new, title: c.products.createTitle },
        { tab: c.tabs.comments, item: fixture.comment, create: c.comments.new, title: c.comments.createTitle },
      ];
      for (const { tab, item, create, title } of panels) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        const row = panel.getByRole('row').filter({ hasText: item });
        await row.waitFor();
        await expectAccessible(page, `catalog, ${tab}`);

        await panel.getByRole('button', { name: create }).first().click();
        const form = dialogNamed(page, title);
        await form.waitFor();
        await expectAccessible(page, `catalog, ${tab}: new`);
        await cancelDialog(form, t);

        await row.getByRole('button', { name: interpolate(c.actions.edit, { name: item }) }).click();
        const edit = page.getByRole('dialog');
        await edit.getByRole('button', { name: t.ui.save }).waitFor();
        await expectAccessible(page, `catalog, ${tab}: edit`);
        await cancelDialog(edit, t);

        await row.getByRole('button', { name: interpolate(c.actions.delete, { name: item }) }).click();
        // The product is in the package and the package has a session, so their dialogs only explain; the comment's asks.
        const remove = page.getByRole('dialog');
        const inUse = tab === c.tabs.products || tab === c.tabs.sessions;
        const leave = remove.getByRole('button', { name: inUse ? t.ui.deleteDialog.understood : t.ui.cancel, exact: true });
        await leave.waitFor();
        await expectAccessible(page, `catalog, ${tab}: delete`);
        await leave.click();
        await remove.waitFor({ state: 'detached' });
      }
      await context.close();
    });

    it('sessions: the wizard at each step, the detail with each tab and the wizard in edit mode', async () => {
      const { context, page } = await openIn(language);
      await rememberWelcomeShown(context, fixture.user.userId);
      await signInAs(page, t, fixture.user);
      const s = t.sessions;
      await page.goto('/dashboard/sessions/new');
      const wizard = dialogNamed(page, s.form.createTitle);
      await wizard.waitFor();
      await expectAccessible(page, 'session wizard, session step');
      await wizard.getByRole('button', { name: s.form.next }).click();
      await wizard.locator('[aria-invalid="true"]').first().waitFor();
      await expectAccessible(page, 'session wizard, session step with errors');
      await wizard.getByRole('combobox', { name: s.form.fields.client }).fill('Clara');
      await wizard.getByRole('option').filter({ hasText: fixture.client }).click();
      await field(page, s.form.fields.package).selectOption({ index: 1 });
      await field(page, s.form.fields.title).fill('Retrato');
      await field(page, s.form.fields.type).selectOption('portrait');
      await wizard.getByRole('button', { name: s.form.next }).click();
      await wizard.getByRole('heading', { name: interpolate(s.form.stepOf, { n: 2, total: 3, name: s.form.steps.finance }) }).waitFor();
      await expectAccessible(page, 'session wizard, finance step');
      await wizard.getByRole('button', { name: s.form.next }).click();
      await wizard.getByRole('heading', { name: interpolate(s.form.stepOf, { n: 3, total: 3, name: s.form.steps.images }) }).waitFor();
      await expectAccessible(page, 'session wizard, images step');
      await cancelDialog(wizard, t);

      await page.goto(`/dashboard/sessions/${fixture.sessionId}`);
      const detail = dialogNamed(page, fixture.session);
      await detail.getByRole('tab', { name: s.detail.tabs.info }).waitFor();
      await expectAccessible(page, 'session detail, information');
      for (const [tab, ready] of [
        [s.detail.tabs.images, s.images.emptyTitle],
        [s.detail.tabs.finance, s.finance.edit],
        [s.detail.tabs.selections, s.detail.selections.emptyTitle],
      ] as const) {
        await detail.getByRole('tab', { name: tab }).click();
        await detail.getByRole('tabpanel', { name: tab }).getByText(ready).waitFor();
        await expectAccessible(page, `session detail, ${tab}`);
      }
      await detail.getByRole('tab', { name: s.detail.tabs.info }).click();
      await detail.getByRole('link', { name: s.detail.edit }).click();
      const edit = dialogNamed(page, s.form.editTitle);
      await edit.getByRole('heading', { name: interpolate(s.form.stepOf, { n: 1, total: 3, name: s.form.steps.session }) }).waitFor();
      await expectAccessible(page, 'session wizard, edit mode');
      await cancelDialog(edit, t);
      await context.close();
    });
  });
}

describe('accessibility in the dark theme', () => {
  it('dashboard, CRM with a dialog, catalog, profile and settings keep their contrast', async () => {
    const t = texts.es;
    const user = await newPhotographer(baseUrl, 'a11y-dark');
    await callApiAs(baseUrl, user, 'PUT', '/api/me/settings', { appearance: 'dark' });
    const { context, page } = await openIn('es');
    await rememberWelcomeShown(context, user.userId);
    await signInAs(page, t, user);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expectAccessible(page, 'dark dashboard');
    const nav = page.getByRole('navigation', { name: t.nav.label });
    for (const [item, heading] of [
      [t.nav.items.crm, t.crm.title],
      [t.nav.items.sessions, t.sessions.page.title],
      [t.nav.items.packages, t.catalog.title],
      [t.nav.items.profile, t.profile.title],
      [t.nav.items.settings, t.settings.title],
    ] as const) {
      await nav.getByRole('link', { name: item }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectAccessible(page, `dark ${item}`);
      if (item === t.nav.items.crm) {
        await page.getByRole('button', { name: t.crm.add.lead }).first().click();
        const form = dialogNamed(page, t.crm.form.createTitle);
        await form.waitFor();
        await expectAccessible(page, 'dark CRM add-contact dialog');
        await cancelDialog(form, t);
      }
    }
    await context.close();
  });
});
