// `npm run bench [-- part...]`: prints the figures recorded in docs/performance.md.
// Parts: `lambda` (bundle sizes, contracts bundled, cold init), `crm` (list, search, export
// against the local stack). No part named runs them all.
import { benchCrmList, printCrmList } from './crm-list.js';
import { benchLambdaBundles, printLambdaBundles } from './lambda-bundles.js';

const parts = {
  lambda: async () => printLambdaBundles(await benchLambdaBundles()),
  crm: async () => printCrmList(await benchCrmList()),
};
type Part = keyof typeof parts;

const isPart = (name: string): name is Part => Object.hasOwn(parts, name);

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !isPart(name));
if (unknown.length > 0) {
  console.error(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested.filter(isPart) : (Object.keys(parts) as Part[]);

console.log(`bench on ${process.platform}/${process.arch}, Node ${process.version}, ${new Date().toISOString()}`);
for (const part of selected) await parts[part]();
