// Builds one zip with writeZip in a process of its own and prints, as JSON, its size and the
// memory the build took above the process's resting memory: the peak RSS while building
// (sampled, and the kernel's high-water mark when the build raised it) minus the RSS before.
// Run by gallery-downloads.test.ts as `node --import tsx --expose-gc zip-peak.ts`, with the
// stand-ins' environment and `{ entries, target }` as JSON on stdin, so nothing else of a test
// worker (other files' buffers, the runner itself) counts.
import { text } from 'node:stream/consumers';
import { writeZip, type ZipEntry, type ZipTarget } from '../../src/gallery/workers/zip-builder.js';

const { entries, target } = JSON.parse(await text(process.stdin)) as { entries: ZipEntry[]; target: Omit<ZipTarget, 'onProgress'> };

(globalThis as { gc?: () => void }).gc?.();
const restingRss = process.memoryUsage().rss;
const restingHighWater = process.resourceUsage().maxRSS * 1024;
let sampledPeak = restingRss;
const sample = () => {
  sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 5);
let bytes: number;
try {
  bytes = await writeZip(entries, { ...target, onProgress: sample });
} finally {
  clearInterval(sampler);
}
const highWater = process.resourceUsage().maxRSS * 1024;
const peakRss = highWater > restingHighWater ? Math.max(highWater, sampledPeak) : sampledPeak;
process.stdout.write(JSON.stringify({ bytes, restingRss, peakRss, growth: peakRss - restingRss }));
