// The dashboard against the local stack (issue 23 points 1 and 10): a client confirms a gallery
// selection and the photographer's bell shows it without a reload, and so does the dashboard
// (its needs-you list and recent orders); an invoice past its due date is overdue on the
// dashboard (needs you, the Financial tab's overdue amount) and in the invoices list. axe runs
// on the dashboard, the notification panel and every settings tab, in Spanish and English, at
// 390 and 1366 px, and the dashboard never scrolls sideways on the phone.
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { madridDay } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { confirmOnPhone, sessionWithShareLink } from './gallery-session';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const shown = (cents: number) => formatMoney(cents, 'EUR', 'es');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WIDE = { width: 1366, height: 900 };
const SETTINGS_TABS = ['preferences', 'security', 'notifications', 'storage', 'billing', 'data'] as const;

/** A needs-you group (its heading: the kind and its count). */
const needsYouGroup = (page: Page, texts: typeof es, kind: keyof typeof es.dashboard.needsYou.kinds) =>
  page
    .getByRole('region', { name: texts.dashboard.needsYou.title })
    .getByRole('region', { name: new RegExp(`^${escape(texts.dashboard.needsYou.kinds[kind])} \\d+$`) });

const noSidewaysScroll = async (page: Page, where: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

describe('dashboard', () => {
  it('shows a confirmed selection in the bell and the dashboard without a reload, and an overdue invoice in both the dashboard and the invoices list', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'dashboard');
    // An invoice due ten days ago, neither paid nor cancelled: overdue (billing's rule).
    await callApiAs(baseUrl, fixture.user, 'PUT', '/api/billing/settings', exampleOf(putBillingSettings).body);
    const { document: late } = issueInvoice.response.parse(
      await callApiAs(baseUrl, fixture.user, 'POST', '/api/billing/invoices', {
        ...exampleOf(issueInvoice).body,
        client: { ...exampleOf(issueInvoice).body.client, clientId: null },
        session: { ...exampleOf(issueInvoice).body.session, sessionId: null },
        issueDate: madridDay(-40),
        dueDate: madridDay(-10),
      }),
    );

    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');

    // ---- Onboarding is not complete (no name in the profile): the first-steps card shows.
    await page.getByRole('region', { name: es.dashboard.welcomeCard.title }).waitFor();

    // ---- The overdue invoice: in needs you, linking to it, and as the Financial tab's overdue amount.
    await needsYouGroup(page, es, 'invoiceOverdue').getByRole('link', { name: new RegExp(escape(late.number)) }).waitFor();
    await page.getByRole('tab', { name: es.dashboard.stats.financial }).click();
    const overdueStat = page.locator('.dashboard-stat').filter({ has: page.getByRole('term').filter({ hasText: es.dashboard.stats.overdue }) });
    await overdueStat.getByText(shown(late.totals.totalCents), { exact: true }).waitFor();
    await overdueStat.getByRole('link', { name: interpolate(es.dashboard.stats.unpaid_one, { count: 1 }) }).waitFor();
    // Nothing to process yet.
    expect(await needsYouGroup(page, es, 'selectionToProcess').count()).toBe(0);
    const bell = page.getByRole('button', { name: es.notifications.bell, exact: true });
    await bell.waitFor();

    // ---- The client confirms; the bell polls and shows it, with no reload of this page.
    await confirmOnPhone(browser(), baseUrl, fixture.galleryPath, fixture.fileNames);
    const unreadBell = page.getByRole('button', { name: interpolate(es.notifications.bellUnread_one, { count: 1 }) });
    await unreadBell.waitFor({ timeout: 45_000 });
    // The dashboard read its figures again: a selection to process and a pending order.
    await needsYouGroup(page, es, 'selectionToProcess').getByRole('link', { name: /Retrato en el parque/ }).waitFor();
    const order = page.getByRole('region', { name: es.dashboard.orders.title }).getByRole('listitem').filter({ hasText: 'Retrato en el parque' });
    await order.getByText(es.dashboard.orders.statuses.pending, { exact: true }).waitFor();
    await unreadBell.click();
    const panel = page.getByRole('dialog', { name: es.notifications.title });
    await panel.getByText(interpolate(es.notifications.selection.title, { client: 'Lucía Galería', title: 'Retrato en el parque' })).waitFor();
    await screenshot(page, 'dashboard-bell');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // ---- The same invoice is overdue in the invoices list, reached from the dashboard.
    await overdueStat.getByRole('link').click();
    await page.waitForURL(/\/dashboard\/invoices\?status=overdue/);
    const row = page.getByRole('row').filter({ hasText: late.number });
    await row.getByText(es.billing.status.overdue, { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: es.billing.status.overdue }).count()).toBe(1);
    await context.close();
  });

  it('is accessible with its panel and the settings tabs, in Spanish and English, at 390 and 1366 px', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'dashboard-axe');
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');
    for (const [language, texts] of [
      ['es', es],
      ['en', en],
    ] as const) {
      await page.evaluate((value) => window.localStorage.setItem('fotostudio.language', value), language);
      for (const viewport of [PHONE, WIDE]) {
        const where = `${language} ${viewport.width}px`;
        await page.setViewportSize(viewport);
        await page.goto('/dashboard');
        await page.getByRole('region', { name: texts.dashboard.needsYou.title }).getByText(texts.dashboard.needsYou.empty).waitFor();
        await page.getByRole('region', { name: texts.dashboard.calendar.title }).waitFor();
        await expectAccessible(page, `dashboard (${where})`);
        await noSidewaysScroll(page, `dashboard (${where})`);
        await page.getByRole('tab', { name: texts.dashboard.stats.financial }).click();
        await page.getByRole('button', { name: texts.dashboard.calendar.modes.list }).click();
        await page.getByText(texts.dashboard.calendar.emptyMonth).waitFor();
        await expectAccessible(page, `dashboard, Financial tab and calendar list (${where})`);
        await noSidewaysScroll(page, `dashboard, Financial tab (${where})`);
        await screenshot(page, `dashboard-${where.replace(' ', '-')}`);

        await page.getByRole('button', { name: texts.notifications.bell, exact: true }).click();
        const panel = page.getByRole('dialog', { name: texts.notifications.title });
        await panel.getByText(texts.notifications.empty).waitFor();
        await expectAccessible(page, `notification panel (${where})`);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        for (const tab of SETTINGS_TABS) {
          await page.goto(`/dashboard/settings?tab=${tab}`);
          await page.getByRole('tab', { name: texts.settings.tabs[tab], selected: true }).waitFor();
          await page.locator('.tab-panel:not([hidden]) .spinner').first().waitFor({ state: 'detached' });
          await expectAccessible(page, `settings ${tab} (${where})`);
        }
      }
    }
    await context.close();
  });
});
