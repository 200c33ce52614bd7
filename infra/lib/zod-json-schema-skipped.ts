// Leaves zod's JSON Schema conversion out of the Lambda bundles (decision 0006). zod's classic
// schemas import it by relative path (every schema gets a `toJSONSchema` method and a processor),
// so neither tree-shaking nor an esbuild alias can drop it: 18.5 KiB of every bundle that no
// function calls. In the bundles the conversion throws when called; everything else of zod,
// the checks' `minLength`/`format` readers included, is zod's own. The tests do not bundle: they
// run the real zod.
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const NAMESPACE = 'zod-json-schema-skipped';
const CLASSIC_IMPORTER = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/;
const CONVERTER = /(^|[\\/])(json-schema-processors|to-json-schema)\.js$/;

const SKIPPED = 'const skipped = () => { throw new Error("zod\'s JSON Schema conversion is left out of this bundle (docs/decisions/0006-bundle-trims.md)"); };';

/** The converter's processors, each a function that throws; `aggregateChecks` (what a schema's `minLength` reads) stays zod's. */
const processorsStandIn = (realFile: string): string => {
  const names = [...readFileSync(realFile, 'utf8').matchAll(/^export const (\w+Processor) =/gm)].map(([, name]) => name);
  return [
    SKIPPED,
    `export { aggregateChecks } from ${JSON.stringify(realFile)};`,
    `export const toJSONSchema = skipped;`,
    ...names.map((name) => `export const ${name} = skipped;`),
  ].join('\n');
};

/** `schema.toJSONSchema()` and the Standard Schema's `jsonSchema` readers, built per schema: they throw once called. */
const methodsStandIn = `${SKIPPED}\nexport const createToJSONSchemaMethod = () => skipped;\nexport const createStandardJSONSchemaMethod = () => skipped;`;

export const zodJsonSchemaSkipped: Plugin = {
  name: NAMESPACE,
  setup(build) {
    build.onResolve({ filter: CONVERTER }, ({ path, importer, resolveDir }) =>
      CLASSIC_IMPORTER.test(importer) ? { path: join(resolveDir, path), namespace: NAMESPACE } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => ({
      contents: path.endsWith('json-schema-processors.js') ? processorsStandIn(path) : methodsStandIn,
      loader: 'js',
      resolveDir: dirname(path),
    }));
  },
};
