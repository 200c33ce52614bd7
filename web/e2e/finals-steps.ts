// The photographer's steps in a session's Entrega tab (issue 28 point 4), phrased as they see them.
import type { Page } from 'playwright-core';
import type { es } from './i18n';

/** Opens the session's detail on its Entrega tab, in the language's words, once the match report shows. */
export const finalsTab = async (page: Page, t: typeof es, sessionId: string, title = 'Retrato en el parque') => {
  await page.goto(`/dashboard/sessions/${sessionId}`);
  const detail = page.getByRole('dialog', { name: title, exact: true });
  await detail.getByRole('tab', { name: t.sessions.detail.tabs.finals }).click();
  const panel = detail.getByRole('tabpanel', { name: t.sessions.detail.tabs.finals });
  await panel.getByRole('heading', { name: t.sessions.finals.report.title }).waitFor();
  return panel;
};
