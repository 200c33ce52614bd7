// "Ir a la foto" (issue 27 point 1): a photo of a 10,000-photo gallery by its number or its file
// name, one request for the page that holds it (`gallery.images` from its place, or by `name`),
// then the viewer opens on it. A form: the field has its label, Enter or the button go, and
// what went wrong is said beside it (role="alert").
import { useId, useState, type FormEvent } from 'react';
import type { GalleryImage } from '@fotostudio/shared/contracts/gallery';
import { baseNameOf } from '@fotostudio/shared/gallery/selection-names';
import { codeOfError, galleryApi } from '../api';
import { useI18n } from '../i18n';
import { PAGE_SIZE } from '../limits';

/** The photos around the one jumped to: its page, the photo's place in it, and where the page starts. */
export interface JumpedPage {
  images: readonly GalleryImage[];
  index: number;
  offset: number;
  total: number;
}

interface JumpToPhotoProps {
  linkKey: string;
  imageCount: number;
  onFound: (page: JumpedPage) => void;
  onLinkGone: (code: string) => void;
}

/** A number is a place in the gallery (1 is the first photo); anything else is a file name. */
export const jumpTargetOf = (query: string): { place: number } | { name: string } | undefined => {
  const text = query.trim();
  if (!text) return undefined;
  return /^\d+$/.test(text) ? { place: Number(text) - 1 } : { name: text };
};

/** The server's rule (gallery-pages.ts `photoNamed`): the exact name first, else the name without its extension; case aside. */
const placeOfName = (images: readonly GalleryImage[], name: string): number => {
  const wanted = name.trim().toLowerCase();
  const exact = images.findIndex((image) => image.fileName.toLowerCase() === wanted);
  return exact >= 0 ? exact : images.findIndex((image) => baseNameOf(image.fileName.toLowerCase()) === baseNameOf(wanted));
};

export const JumpToPhoto = ({ linkKey, imageCount, onFound, onLinkGone }: JumpToPhotoProps) => {
  const { t, m } = useI18n();
  const id = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = jumpTargetOf(query);
    if (!target) return;
    if ('place' in target && (target.place < 0 || target.place >= imageCount)) {
      setProblem(t('jump.outOfRange', { count: imageCount }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const page = await galleryApi.pageAt(linkKey, target, PAGE_SIZE);
      const index = 'place' in target ? target.place - page.offset : placeOfName(page.images, target.name);
      if (index < 0 || !page.images[index]) setProblem(t('jump.notFound', { query: query.trim() }));
      else onFound({ images: page.images, index, offset: page.offset, total: page.total });
    } catch (error) {
      const code = codeOfError(error, 'gallery.load_failed');
      if (code === 'gallery.password_required' || code.startsWith('gallery.link_')) onLinkGone(code);
      else setProblem(m(code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="g-jump" onSubmit={(event) => void submit(event)} role="search" aria-label={t('jump.label')}>
      <label htmlFor={id} className="g-jump-label">
        {t('jump.label')}
      </label>
      <input
        id={id}
        className="g-jump-input"
        type="search"
        inputMode="text"
        autoComplete="off"
        placeholder={t('jump.hint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      <button type="submit" className="g-button g-button-secondary" disabled={busy || !query.trim()}>
        {t('jump.submit')}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="g-jump-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
};
