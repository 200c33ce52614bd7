// `npm run bench`: prints the figures recorded in docs/performance.md.
import { benchCrmList, printCrmList } from './crm-list.js';
import { benchLambdaBundles, printLambdaBundles } from './lambda-bundles.js';

console.log(`bench on ${process.platform}/${process.arch}, Node ${process.version}, ${new Date().toISOString()}`);
printLambdaBundles(await benchLambdaBundles());
printCrmList(await benchCrmList());
