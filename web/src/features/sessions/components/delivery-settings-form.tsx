import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import { DELIVERY_EXPIRY_DAYS, DELIVERY_SIZES, deliverySettingsChange, type DeliverySettings, type DeliverySize } from '@fotostudio/shared/contracts/session-delivery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { errorCodeOf } from '../../../lib/api-client';
import { useDeliverySettings, useUpdateDeliverySettings } from '../api/delivery-settings';

type Draft = Pick<DeliverySettings, 'watermark' | 'sizes'> & { expiryDays: string };

/**
 * The delivery's own settings (issue 28 point 4), separate from the package's proofing watermark:
 * finals clean or watermarked, the sizes offered for download and the days the delivery stays
 * open. Checked by the shared contract before it is sent (its catalogue codes).
 */
export const DeliverySettingsForm = ({ sessionId, readOnly }: { sessionId: string; readOnly: boolean }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const settings = useDeliverySettings(sessionId);
  const { trigger, isMutating } = useUpdateDeliverySettings();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const saved = settings.data?.delivery;
  if (!saved) return null;
  const shown: Draft = draft ?? { watermark: saved.watermark, sizes: saved.sizes, expiryDays: String(saved.expiryDays) };
  const change = (fields: Partial<Draft>) => {
    setFailure(undefined);
    setDraft({ ...shown, ...fields });
  };
  const toggleSize = (size: DeliverySize, on: boolean) =>
    change({ sizes: DELIVERY_SIZES.filter((known) => (known === size ? on : shown.sizes.includes(known))) });

  const save = async () => {
    const parsed = deliverySettingsChange.safeParse({ watermark: shown.watermark, sizes: shown.sizes, expiryDays: Number(shown.expiryDays) });
    if (!parsed.success) {
      setFailure(errorMessage(catalogueCodeOfIssues(parsed.error.issues) ?? 'general.validation'));
      return;
    }
    try {
      await trigger({ params: { sessionId }, body: parsed.data });
      setDraft(undefined);
      toast.showCode('sessions.info_updated');
    } catch (error) {
      setFailure(errorMessage(errorCodeOf(error)));
    }
  };

  return (
    <section className="delivery-settings" aria-labelledby={`delivery-settings-${sessionId}`}>
      <h3 className="form-section-title" id={`delivery-settings-${sessionId}`}>
        {t('sessions.finals.settings.title')}
      </h3>
      <Checkbox
        label={t('sessions.finals.settings.watermark')}
        checked={shown.watermark}
        disabled={readOnly || isMutating}
        onChange={(event) => change({ watermark: event.currentTarget.checked })}
      />
      <fieldset className="delivery-sizes">
        <legend className="field-label">{t('sessions.finals.settings.sizes')}</legend>
        {DELIVERY_SIZES.map((size) => (
          <Checkbox
            key={size}
            label={t(`sessions.finals.settings.size.${size}`)}
            checked={shown.sizes.includes(size)}
            disabled={readOnly || isMutating}
            onChange={(event) => toggleSize(size, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <TextField
        label={t('sessions.finals.settings.expiryDays')}
        hint={t('sessions.finals.settings.expiryHint', { min: DELIVERY_EXPIRY_DAYS.min, max: DELIVERY_EXPIRY_DAYS.max })}
        type="number"
        inputMode="numeric"
        min={DELIVERY_EXPIRY_DAYS.min}
        max={DELIVERY_EXPIRY_DAYS.max}
        value={shown.expiryDays}
        readOnly={readOnly}
        onChange={(event) => change({ expiryDays: event.currentTarget.value })}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {readOnly ? null : (
        <Button variant="secondary" disabled={draft === undefined} pending={isMutating} onClick={() => void save()}>
          {t('sessions.finals.settings.save')}
        </Button>
      )}
    </section>
  );
};
