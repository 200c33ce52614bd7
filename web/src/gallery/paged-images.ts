// The gallery's photos, loaded a page at a time as the client scrolls or moves through the
// viewer (issue 27 point 1): "All" pages through `gallery.images` from the first page that
// `gallery.get` brought; "Selected" looks up the client's own selected ids (exact even before
// the draft is saved), a page of ids at a time. Only the loaded photos are kept; the grid
// virtualises them.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@fotostudio/shared/contracts/gallery';
import { codeOfError, galleryApi } from './api';
import { PAGE_SIZE } from './limits';

/** A page of photos from a place, as another route pages them (the confirmed selection's). */
export type FetchPage = (offset: number, limit: number, signal: AbortSignal) => Promise<{ images: readonly GalleryImage[]; offset: number; total: number }>;

/** "All" pages through `gallery.images`, or through `fetch` when given (the same paging over another list). */
export type ImageSource = { kind: 'all'; first: readonly GalleryImage[]; total: number; fetch?: FetchPage } | { kind: 'selected'; ids: readonly string[] };

export interface PagedImages {
  /** The photos loaded so far, from the list's first. */
  images: readonly GalleryImage[];
  /** How many photos the list holds. */
  total: number;
  /** A catalogue code when the last page failed. */
  failed: string | null;
  /** Loads pages until photo `index` (0-based) is loaded or the list ends. */
  ensure: (index: number) => void;
}

interface State {
  images: readonly GalleryImage[];
  total: number;
  /** "All": the next place to ask for; "Selected": how many ids were looked up. */
  next: number;
}

const initialOf = (source: ImageSource): State =>
  source.kind === 'all' ? { images: source.first, total: source.total, next: source.first.length } : { images: [], total: source.ids.length, next: 0 };

export const usePagedImages = (linkKey: string, source: ImageSource, onLinkGone: (code: string) => void): PagedImages => {
  const [state, setState] = useState<State>(() => initialOf(source));
  const [failed, setFailed] = useState<string | null>(null);
  const current = useRef(state);
  current.current = state;
  const wanted = useRef(-1);
  const loading = useRef<AbortController | null>(null);

  // A new source (the filter changed): start again from its first photos.
  useEffect(() => {
    const fresh = initialOf(source);
    current.current = fresh;
    setState(fresh);
    setFailed(null);
    wanted.current = source.kind === 'selected' ? PAGE_SIZE - 1 : -1;
    return () => {
      loading.current?.abort();
      loading.current = null;
    };
  }, [source]); // the source is replaced as a whole

  const pump = useCallback((): void => {
    const at = current.current;
    if (loading.current || at.images.length > wanted.current || at.next >= (source.kind === 'all' ? at.total : source.ids.length)) return;
    const controller = new AbortController();
    loading.current = controller;
    const ids = source.kind === 'selected' ? source.ids.slice(at.next, at.next + PAGE_SIZE) : [];
    const request =
      source.kind === 'all'
        ? (source.fetch?.(at.next, PAGE_SIZE, controller.signal) ?? galleryApi.images(linkKey, { offset: at.next, limit: PAGE_SIZE }, controller.signal))
        : galleryApi.images(linkKey, { ids }, controller.signal);
    request.then(
      (page) => {
        if (controller.signal.aborted) return;
        loading.current = null;
        const before = current.current;
        const next: State =
          source.kind === 'all'
            ? { images: [...before.images, ...page.images], total: page.total, next: page.offset + page.images.length }
            : { images: [...before.images, ...page.images], total: before.total - (ids.length - page.images.length), next: before.next + ids.length };
        // An empty page of "All" means the list shrank: it ends here.
        if (source.kind === 'all' && page.images.length === 0) next.total = next.images.length;
        current.current = next;
        setState(next);
        setFailed(null);
        pump();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        loading.current = null;
        const code = codeOfError(error, 'gallery.load_failed');
        if (code === 'gallery.password_required' || code.startsWith('gallery.link_') || code === 'gallery.delivery_closed') onLinkGone(code);
        else setFailed(code);
      },
    );
  }, [linkKey, source, onLinkGone]);

  useEffect(() => {
    pump();
  }, [pump]);

  const ensure = useCallback(
    (index: number) => {
      wanted.current = Math.max(wanted.current, index);
      setFailed(null);
      pump();
    },
    [pump],
  );

  return { images: state.images, total: state.total, failed, ensure };
};
