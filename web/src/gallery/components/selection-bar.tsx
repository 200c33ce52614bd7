// The gallery's bottom bar: the live counter of the selection (the union of the viewers' lists),
// what the package's limit refused, the undo of a photo left with what it carried, and the way to
// the review.
import type { SelectionCounter } from '@fotostudio/shared/pricing/selection-counter';
import type { RemovedChoice } from '../choices';
import { useI18n } from '../i18n';

/** What the bar says after a heart: the package's limit refused it, or a photo left with what it carried (undo). */
export type Notice = { kind: 'limit' } | { kind: 'removed'; removed: RemovedChoice } | null;

interface SelectionBarProps {
  counter: SelectionCounter;
  needsPhoto: boolean;
  notice: Notice;
  fullGallerySelected: boolean;
  /** A price with whether it includes VAT, as the gallery's chips say it. */
  priced: (cents: number) => string;
  onUndo: (removed: RemovedChoice) => void;
  onReview: () => void;
}

export const SelectionBar = ({ counter, needsPhoto, notice, fullGallerySelected, priced, onUndo, onReview }: SelectionBarProps) => {
  const { t, m } = useI18n();
  return (
  <div className="g-bar">
    {needsPhoto && (
      <p className="g-bar-error" role="alert">
        {m('gallery.no_images_selected')}
      </p>
    )}
    {counter.overLimit > 0 && (
      <p className="g-bar-error" role="alert">
        {t('bar.overLimit', { limit: counter.limit ?? 0, count: counter.overLimit })}
      </p>
    )}
    {notice?.kind === 'limit' && counter.overLimit === 0 && (
      <p className="g-bar-error" role="alert">
        {t('bar.limitReached', { count: counter.included })}
      </p>
    )}
    {notice?.kind === 'removed' && (
      <p className="g-bar-note" role="status">
        {t('bar.removedWithDetails')}{' '}
        <button type="button" className="g-button g-button-secondary" onClick={() => onUndo(notice.removed)}>
          {t('bar.undo')}
        </button>
      </p>
    )}
    <span className="g-bar-count" aria-live="polite">
      {fullGallerySelected ? (
        t('bar.fullGallery')
      ) : (
        <>
          {t('bar.counter', { chosen: counter.chosen, included: counter.included })}
          {counter.extra > 0 && <span className="g-bar-extra">{` · ${t('bar.extra', { count: counter.extra, price: priced(counter.extraPriceCents) })}`}</span>}
        </>
      )}
    </span>
    <button type="button" className="g-button" onClick={onReview}>
      {t('bar.review')}
    </button>
  </div>
  );
};
