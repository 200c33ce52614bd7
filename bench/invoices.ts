// Quote and invoice documents: the PDF render of a realistic invoice (warm: p50/p95 over
// repeated renders in one process, after a first render that loads pdfkit and parses the
// font), through the renderer as esbuild bundles it for Lambda, so a bundling break
// (pdfkit's standard fonts, issue 1801) fails here too; then the billing function's bundle
// size and cold module init, measured as `npm run bench -- lambda` measures every function.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { invoiceView } from '../functions/test/support/billing-documents.js';
import type { renderDocumentPdf } from '../functions/src/billing/pdf/render-document-pdf.js';
import { httpFunctionEntries } from '../functions/src/function-entries.js';
import { DEJAVU_SANS_FILE } from '../functions/src/images/font-files.js';
import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.js';
import { percentile } from './gallery.js';
import { benchLambdaBundles, printLambdaBundles, type BundleFigure } from './lambda-bundles.js';

const ROOT = resolve(import.meta.dirname, '..');
const WARM_RENDERS = 40;
const RENDER_TARGET_MS = 300;

/** Twelve lines at three rates and an exemption, IRPF, every optional block: a full page. */
const benchInvoice = invoiceView({
  lines: Array.from({ length: 12 }, (_, i) => ({
    description: `Fotografía ${i + 1}: copia impresa en papel fine art con marco de roble y paspartú`,
    quantity: 1 + (i % 3),
    unitPriceCents: 4_550 + i * 1_000,
    vat: i === 11 ? { kind: 'exempt' as const, exemption: 'E1' as const } : { kind: 'rate' as const, ratePercent: ([21, 10, 4] as const)[i % 3] ?? 21 },
  })),
});

export interface InvoiceFigures {
  firstMs: number;
  p50Ms: number;
  p95Ms: number;
  /** CPU time of the render (user + system): the work itself, when other jobs share the cores. */
  cpuP50Ms: number;
  cpuP95Ms: number;
  bytes: number;
  bundle: BundleFigure[];
}

export const benchInvoicePdf = async (): Promise<InvoiceFigures> => {
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const out = mkdtempSync(join(ROOT, '.bench', 'invoice-pdf-'));
  try {
    const outfile = join(out, 'render.mjs');
    await build({ ...lambdaEsbuildOptions, entryPoints: [join(ROOT, 'functions/src/billing/pdf/render-document-pdf.ts')], outfile, logLevel: 'error', absWorkingDir: ROOT });
    const { renderDocumentPdf: render } = (await import(pathToFileURL(outfile).href)) as { renderDocumentPdf: typeof renderDocumentPdf };
    const font = readFileSync(DEJAVU_SANS_FILE);
    const timed = async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const pdf = await render(benchInvoice, { font });
      const used = process.cpuUsage(cpu);
      return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes: pdf.length };
    };
    const first = await timed();
    const runs = [];
    for (let i = 0; i < WARM_RENDERS; i += 1) runs.push(await timed());
    const wall = runs.map((run) => run.ms);
    const cpu = runs.map((run) => run.cpuMs);
    const bundle = await benchLambdaBundles([{ name: 'billing', entry: httpFunctionEntries.billing, kind: 'http' }]);
    return { firstMs: first.ms, p50Ms: percentile(wall, 50), p95Ms: percentile(wall, 95), cpuP50Ms: percentile(cpu, 50), cpuP95Ms: percentile(cpu, 95), bytes: first.bytes, bundle };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

export const printInvoicePdf = (f: InvoiceFigures): void => {
  console.log(`\nInvoice PDF (12 lines, bundled renderer, DejaVu Sans embedded; ${WARM_RENDERS} warm renders)`);
  console.log('| measure | value | target |');
  console.log('|---|---|---|');
  console.log(`| first render (loads pdfkit, parses the font) | ${f.firstMs.toFixed(0)} ms | |`);
  console.log(`| warm render p50 | ${f.p50Ms.toFixed(1)} ms | |`);
  console.log(`| warm render p95 | ${f.p95Ms.toFixed(1)} ms | <= ${RENDER_TARGET_MS} ms ${f.p95Ms <= RENDER_TARGET_MS ? 'met' : 'MISSED'} |`);
  console.log(`| warm render CPU p50 / p95 | ${f.cpuP50Ms.toFixed(1)} / ${f.cpuP95Ms.toFixed(1)} ms | |`);
  console.log(`| file size | ${(f.bytes / 1024).toFixed(0)} KiB | |`);
  printLambdaBundles(f.bundle);
};
