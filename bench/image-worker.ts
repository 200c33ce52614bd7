// Child process of the images bench: runs the image function's processing on one file each
// time the parent asks, and reports its own peak memory at the end. Bundled with the Lambda
// esbuild options and run as plain Node, so its memory is what the function's would be.
import { readFileSync } from 'node:fs';
import { processImage } from '../functions/src/images/process-image.js';

const [file, watermarkText = 'Estudio Fotográfico Luz & Sombra'] = process.argv.slice(2);
if (!file) throw new Error('usage: image-worker <file> [watermark text]');

process.on('message', (message: unknown) => {
  if (message === 'run') {
    const started = performance.now();
    // Read each time, as the function reads each object from S3.
    processImage(readFileSync(file), { declaredType: 'image/jpeg', watermarkText, keepCompressed: true }).then(
      (result) =>
        process.send?.({
          ms: performance.now() - started,
          derivatives: result.derivatives.map((d) => `${d.name} ${d.width}x${d.height} ${Math.round(d.bytes.length / 1024)} KiB`),
          compression: result.compression,
        }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  } else if (message === 'done') {
    // maxRSS is in kilobytes.
    process.send?.({ peakRssKb: process.resourceUsage().maxRSS }, () => process.exit(0));
  }
});
process.send?.({ ready: true });
