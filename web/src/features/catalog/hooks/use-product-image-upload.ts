import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { imageFileProblem, uploadImage } from '../../../lib/image-upload';

export type ProductImageUploadState =
  | { status: 'idle' }
  /** progress 0..1 of the bytes sent to storage */
  | { status: 'uploading'; progress: number }
  | { status: 'error'; code: ErrorCode };

/**
 * A product image: checked here first (type and size, with the catalogue's messages),
 * then sent straight to storage with progress. Resolves with the key the product form
 * sends as imageKey; nothing is attached until the product is saved.
 */
export const useProductImageUpload = () => {
  const [state, setState] = useState<ProductImageUploadState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  // Closing the form stops an upload nobody is waiting for.
  useEffect(() => () => inFlight.current?.abort(), []);

  const upload = useCallback(async (file: File): Promise<string | undefined> => {
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ status: 'error', code: problem });
      return undefined;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'uploading', progress: 0 });
    try {
      const key = await uploadImage('productImage', file, {
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'uploading', progress }),
      });
      setState({ status: 'idle' });
      return key;
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'error', code: error instanceof ApiError ? error.code : 'upload.failed' });
      return undefined;
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, upload, reset };
};
