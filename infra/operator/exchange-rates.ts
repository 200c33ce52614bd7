// `npm run exchange-rates`: runs the scheduled exchange-rate update once now (functions/src/
// exchange-rates/rate-update.ts) against the deployment, as its daily schedule does (the local
// stack's timer, EventBridge Scheduler on AWS): the ECB's feed at ECB_RATES_URL into the table.
// Running it again only writes the same days again. See environment.ts for where it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run exchange-rates [-- --data-dir <folder>]';

export const parseExchangeRatesArgs = (argv: string[], env: NodeJS.ProcessEnv): { dataDir: string } | { error: string } => {
  try {
    const parsed = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } } });
    return { dataDir: parsed.values['data-dir'] ?? defaultDataDir(env) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

export const runExchangeRatesCommand = async (_command: { dataDir: string }, out: (line: string) => void): Promise<void> => {
  const { runRateUpdate } = await import('@fotostudio/functions/exchange-rates/rate-update');
  const result = await runRateUpdate();
  out(`${result.written} day(s) of ECB rates written${result.history ? ' (with the 90-day history)' : ''}; the latest is ${result.latestDay}`);
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseExchangeRatesArgs(process.argv.slice(2), process.env), USAGE, runExchangeRatesCommand);
}
