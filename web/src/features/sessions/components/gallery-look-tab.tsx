import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { GALLERY_FONTS, GALLERY_LAYOUTS, GALLERY_THEMES, type GalleryLook } from '@fotostudio/shared/gallery/gallery-look';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useSessionImages } from '../api/get-session-images';
import { useUpdateSession } from '../api/update-session';

/**
 * How the client's gallery looks (issue 28): the cover it opens on (one of the session's ready
 * photos; the first until another is chosen), the layout of its grid, a light or dark theme and
 * the typeface of its titles. The accent colour and logo are the studio's (Settings).
 */
export const GalleryLookTab = ({ detail, readOnly }: { detail: SessionDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const { session } = detail;
  const images = useSessionImages(session.sessionId);
  const update = useUpdateSession();
  const [look, setLook] = useState<GalleryLook>(session.galleryLook);
  const [coverImageId, setCoverImageId] = useState<string | null>(session.coverImageId);
  const ready = (images.data?.images ?? []).filter((image) => image.status === 'ready' && image.thumbUrl);
  const changed =
    coverImageId !== session.coverImageId ||
    look.layout !== session.galleryLook.layout ||
    look.theme !== session.galleryLook.theme ||
    look.font !== session.galleryLook.font;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.trigger({
        params: { sessionId: session.sessionId },
        body: { galleryLook: look, ...(coverImageId && coverImageId !== session.coverImageId ? { coverImageId } : {}) },
      });
      toast.showCode('sessions.gallery_look_saved');
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) toast.showCode('sessions.gallery_look_failed', { msg: errorMessage(code) });
    }
  };

  const covers = () => {
    if (!images.data) return <Spinner label={t('sessions.galleryLook.loadingImages')} />;
    if (ready.length === 0) return <EmptyState icon="image" title={t('sessions.galleryLook.noImages')} />;
    return (
      <fieldset className="gallery-look-covers">
        <legend className="field-label">{t('sessions.galleryLook.cover')}</legend>
        <p className="field-hint">{t('sessions.galleryLook.coverHint')}</p>
        <div className="gallery-look-cover-grid">
          {ready.map((image) => (
            <label key={image.imageId} className={`gallery-look-cover${image.imageId === coverImageId ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name="gallery-cover"
                className="gallery-look-cover-input"
                value={image.imageId}
                checked={image.imageId === coverImageId}
                disabled={readOnly}
                onChange={() => setCoverImageId(image.imageId)}
              />
              <img src={image.thumbUrl ?? ''} alt="" loading="lazy" width={image.width ?? undefined} height={image.height ?? undefined} />
              <span className="gallery-look-cover-name">{image.fileName}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  };

  return (
    <form className="gallery-look" noValidate onSubmit={(event) => void submit(event)} aria-label={t('sessions.galleryLook.label')}>
      <p className="field-hint">{t('sessions.galleryLook.intro')}</p>
      <div className="gallery-look-choices">
        <RadioGroup
          label={t('sessions.galleryLook.layout')}
          value={look.layout}
          readOnly={readOnly}
          options={GALLERY_LAYOUTS.map((value) => ({ value, label: t(`sessions.galleryLook.layouts.${value}`), hint: t(`sessions.galleryLook.layoutHints.${value}`) }))}
          onValueChange={(layout) => setLook((current) => ({ ...current, layout }))}
        />
        <RadioGroup
          label={t('sessions.galleryLook.theme')}
          value={look.theme}
          readOnly={readOnly}
          options={GALLERY_THEMES.map((value) => ({ value, label: t(`sessions.galleryLook.themes.${value}`) }))}
          onValueChange={(theme) => setLook((current) => ({ ...current, theme }))}
        />
        <RadioGroup
          label={t('sessions.galleryLook.font')}
          value={look.font}
          readOnly={readOnly}
          options={GALLERY_FONTS.map((value) => ({ value, label: t(`sessions.galleryLook.fonts.${value}`), hint: t(`sessions.galleryLook.fontHints.${value}`) }))}
          onValueChange={(font) => setLook((current) => ({ ...current, font }))}
        />
      </div>
      {covers()}
      {readOnly ? null : (
        <div className="session-tab-actions">
          <Button type="submit" pending={update.isMutating} disabled={!changed || update.isMutating}>
            {t('sessions.galleryLook.save')}
          </Button>
        </div>
      )}
    </form>
  );
};
