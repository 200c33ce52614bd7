import { launchBrowser } from './web/e2e/chromium';
const base = 'http://127.0.0.1:3000';
const browser = await launchBrowser();
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/login`);
  await page.locator('input[type=email]').fill('demo@fotostudio.local');
  await page.locator('input[type=password]').first().fill('FotoDemo-2025');
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/dashboard-${w}.png`, fullPage: true });
  for (const tab of ['data', 'billing']) {
    await page.goto(`${base}/dashboard/settings?tab=${tab}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/settings-${tab}-${w}.png`, fullPage: true });
  }
  await page.goto(`${base}/verifactu`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/verifactu-${w}.png`, fullPage: true });
  await page.goto(`${base}/dashboard/invoices`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/invoices-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
