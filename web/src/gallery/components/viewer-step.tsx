// "¿Quién eres?" (issue 28 point 2): on a link shared by several people (a couple, a family),
// each person keeps their own favourites under a name they type. The names already on the link
// are offered as buttons; a new name makes a new list (the first name typed on a link takes the
// list chosen before anyone was named). Skippable while nobody on the link has a name: one
// person keeps the link's one list, as before named viewers.
import { useState } from 'react';
import type { GalleryData } from '@fotostudio/shared/contracts/gallery';
import { VIEWER_NAME_MAX } from '@fotostudio/shared/gallery/viewer-lists';
import { codeOfError, galleryApi } from '../api';
import { useI18n } from '../i18n';
import { Page } from './pages';

export interface Viewer {
  viewerId: string;
  name: string;
}

interface ViewerStepProps {
  linkKey: string;
  gallery: Pick<GalleryData, 'branding' | 'look' | 'viewers'>;
  /** The person chosen, or null: skipped (the link's one list). */
  onChosen: (viewer: Viewer | null) => void;
}

export const ViewerStep = ({ linkKey, gallery, onChosen }: ViewerStepProps) => {
  const { t, m } = useI18n();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const named = gallery.viewers.filter((list) => list.name !== '');
  return (
    <Page title={t('viewers.title')} branding={gallery.branding} look={gallery.look}>
      <p>{t('viewers.intro')}</p>
      {named.length > 0 && (
        <ul className="g-viewer-names" aria-label={t('viewers.existing')}>
          {named.map((list) => (
            <li key={list.viewerId}>
              <button type="button" className="g-button g-button-secondary" onClick={() => onChosen({ viewerId: list.viewerId, name: list.name })}>
                {t('viewers.iAm', { name: list.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="g-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          setBusy(true);
          setError(null);
          galleryApi.nameViewer(linkKey, name.trim()).then(onChosen, (failure: unknown) => {
            setBusy(false);
            setError(codeOfError(failure, 'general.unknown'));
          });
        }}
      >
        <label htmlFor="g-viewer-name" className="g-label">
          {named.length > 0 ? t('viewers.otherName') : t('viewers.name')}
        </label>
        <input
          id="g-viewer-name"
          type="text"
          autoComplete="given-name"
          maxLength={VIEWER_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'g-viewer-error' : undefined}
          required
        />
        {error && (
          <p id="g-viewer-error" className="g-error" role="alert">
            {m(error)}
          </p>
        )}
        <button type="submit" className="g-button" disabled={busy}>
          {t('viewers.continue')}
        </button>
      </form>
      {named.length === 0 && (
        <button type="button" className="g-button g-button-secondary g-viewer-skip" onClick={() => onChosen(null)}>
          {t('viewers.skip')}
        </button>
      )}
    </Page>
  );
};

/** "Eres Ana · Cambiar", in the gallery's header. */
export const ViewerWho = ({ name, onSwitch }: { name: string; onSwitch: () => void }) => {
  const { t } = useI18n();
  return (
    <p className="g-viewer-who">
      {t('viewers.you', { name })}{' '}
      <button type="button" className="g-link-button" onClick={onSwitch}>
        {t('viewers.switch')}
      </button>
    </p>
  );
};

/** While nobody on the link has a name: the question offered, not asked. */
export const ViewerOffer = ({ onAsk }: { onAsk: () => void }) => {
  const { t } = useI18n();
  return (
    <p className="g-viewer-offer">
      {t('viewers.offer')}{' '}
      <button type="button" className="g-link-button" onClick={onAsk}>
        {t('viewers.tellName')}
      </button>
    </p>
  );
};
