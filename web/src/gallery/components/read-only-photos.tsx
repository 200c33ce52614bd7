// The photos a client only looks at (the confirmed selection, the delivery's finals): the grid
// with no hearts, paged as the client scrolls, the failed page's retry, and the viewer, with
// what the page shows under each photo (`caption`) or offers for it (`actions`).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { GalleryImage, GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import type { GalleryLayout } from '@fotostudio/shared/gallery/gallery-look';
import type { PagedImages } from '../paged-images';
import { PageFailure } from './page-frame';
import { PhotoGrid } from './photo-grid';
import { PreviewModal } from './preview-modal';

const NONE: ReadonlySet<string> = new Set();

interface ReadOnlyPhotosProps {
  paged: PagedImages;
  layout: GalleryLayout;
  media: GalleryMedia;
  /** Photos with products or a comment get a small mark. */
  detailed?: ReadonlySet<string>;
  /** Shown instead of the grid when the list holds no photo; `before` shows above the grid otherwise. */
  empty?: ReactNode;
  before?: ReactNode;
  caption?: (image: GalleryImage) => ReactNode;
  actions?: (image: GalleryImage) => ReactNode;
}

export const ReadOnlyPhotos = ({ paged, layout, media, detailed = NONE, empty, before, caption, actions }: ReadOnlyPhotosProps) => {
  const { images, total, ensure } = paged;
  const [open, setOpen] = useState<number | null>(null);
  const [pendingIndex, setPendingIndex] = useState<number | null>(null);
  const nearEnd = useCallback(() => ensure(images.length), [ensure, images.length]);
  const openPhoto = useCallback(
    (imageId: string) => {
      const index = images.findIndex((image) => image.imageId === imageId);
      if (index >= 0) setOpen(index);
    },
    [images],
  );
  // The viewer asked for a photo not loaded yet: it moves there once its page is in.
  useEffect(() => {
    if (pendingIndex !== null && images[pendingIndex]) {
      setOpen(pendingIndex);
      setPendingIndex(null);
    }
  }, [pendingIndex, images]);
  const shown = open === null ? undefined : images[open];

  return (
    <>
      {total === 0 && empty !== undefined ? (
        empty
      ) : (
        <>
          {before}
          <PhotoGrid
            layout={layout}
            images={images}
            media={media}
            selected={NONE}
            detailed={detailed}
            onOpen={openPhoto}
            onNearEnd={images.length < total ? nearEnd : undefined}
          />
        </>
      )}
      <PageFailure failed={paged.failed} onRetry={nearEnd} />
      {shown && open !== null && (
        <PreviewModal
          images={images}
          total={total}
          index={open}
          media={media}
          onIndex={(index) => {
            ensure(index + 1);
            if (images[index]) setOpen(index);
            else setPendingIndex(index);
          }}
          onClose={() => setOpen(null)}
          caption={caption?.(shown)}
          actions={actions}
        />
      )}
    </>
  );
};
