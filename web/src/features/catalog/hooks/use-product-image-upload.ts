import { useImageUpload } from '../../../hooks/use-image-upload';

export type { ImageUploadState as ProductImageUploadState } from '../../../hooks/use-image-upload';

// Nothing is attached until the product is saved: the key goes to the form as imageKey.
const keepKey = async (key: string): Promise<string> => key;

/** A product image, sent straight to storage with progress; resolves with its key. */
export const useProductImageUpload = () => {
  const { state, upload, reset } = useImageUpload('productImage', keepKey);
  return { state, upload, reset };
};
