// `npm run analytics [-- --days 30 | --from YYYY-MM-DD --to YYYY-MM-DD]`: the public pages'
// views per day and path (with distinct visitors and the page language), and the sites that
// sent visitors. See environment.ts for where it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run analytics -- [--days <1-366>] [--from YYYY-MM-DD --to YYYY-MM-DD] [--data-dir <folder>]';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface AnalyticsCommand {
  from: string;
  to: string;
  dataDir: string;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const parseAnalyticsArgs = (argv: string[], env: NodeJS.ProcessEnv, now = new Date()): AnalyticsCommand | { error: string } => {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { days: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, 'data-dir': { type: 'string' } } });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const dataDir = parsed.values['data-dir'] ?? defaultDataDir(env);
  const { from, to } = parsed.values;
  if (from !== undefined || to !== undefined) {
    if (!from || !to || !DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to) {
      return { error: '--from and --to must both be days (YYYY-MM-DD), from not after to.' };
    }
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 365) return { error: 'At most 366 days at once.' };
    return { from, to, dataDir };
  }
  const days = Number(parsed.values.days ?? '30');
  if (!Number.isInteger(days) || days < 1 || days > 366) return { error: '--days must be a whole number from 1 to 366.' };
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: dayOf(start), to: dayOf(now), dataDir };
};

export const runAnalytics = async (command: AnalyticsCommand, out: (line: string) => void): Promise<void> => {
  const { pageViewsBetween } = await import('@fotostudio/functions/site/page-views');
  const { pages, referrers } = await pageViewsBetween(command.from, command.to);
  out(`Page views from ${command.from} to ${command.to} (UTC days).`);
  if (pages.length === 0) {
    out('No page views in that period.');
    return;
  }
  out(['day'.padEnd(10), 'views'.padStart(6), 'visitors'.padStart(8), 'es'.padStart(6), 'en'.padStart(6), '  path'].join(' '));
  for (const p of pages) {
    out([p.day, String(p.views).padStart(6), String(p.visitors).padStart(8), String(p.viewsEs).padStart(6), String(p.viewsEn).padStart(6), `  ${p.path}`].join(' '));
  }
  const totals = new Map<string, { views: number; visitors: number }>();
  for (const p of pages) {
    const total = totals.get(p.path) ?? { views: 0, visitors: 0 };
    totals.set(p.path, { views: total.views + p.views, visitors: total.visitors + p.visitors });
  }
  out('');
  out('Per path over the period (visitors are counted per day):');
  for (const [path, total] of [...totals].sort((a, b) => b[1].views - a[1].views)) {
    out(`${String(total.views).padStart(6)} views ${String(total.visitors).padStart(6)} visitors  ${path}`);
  }
  if (referrers.length > 0) {
    const byHost = new Map<string, number>();
    for (const r of referrers) byHost.set(r.host, (byHost.get(r.host) ?? 0) + r.views);
    out('');
    out('Arrivals from other sites:');
    for (const [host, views] of [...byHost].sort((a, b) => b[1] - a[1])) out(`${String(views).padStart(6)}  ${host}`);
  }
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseAnalyticsArgs(process.argv.slice(2), process.env), USAGE, runAnalytics);
}
