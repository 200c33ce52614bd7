// The upload compression's worker (image-compression.ts): decodes a photo with its EXIF
// orientation (createImageBitmap), draws it on an OffscreenCanvas and encodes JPEG by the
// spec's steps, off the page's thread. Answers `{ id, blob }` or `{ id, error }`.
import { encodeBySteps, type WorkerReply } from './image-compression-steps';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; file: File }>) => void) | null;
  postMessage: (message: WorkerReply) => void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, file } = event.data;
  void (async () => {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const canvas = new OffscreenCanvas(1, 1);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d OffscreenCanvas');
      return await encodeBySteps(bitmap.width, bitmap.height, (width, height, quality) => {
        canvas.width = width;
        canvas.height = height;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, width, height);
        return canvas.convertToBlob({ type: 'image/jpeg', quality });
      });
    } finally {
      bitmap.close();
    }
  })().then(
    (blob) => scope.postMessage({ id, blob }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
