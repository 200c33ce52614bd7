import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { errorCodeOf } from '../../../lib/api-client';
import { useDeliverySettings, useUpdateDeliverySettings } from '../api/delivery-settings';

/**
 * Whether the originals the client downloads keep their GPS position (issue 28 point 4): off by
 * default, so clients' downloads and zips come without it (docs/media.md, "Location data").
 */
export const LocationDataSetting = ({ sessionId }: { sessionId: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  // The Images and Entrega tabs both show it: each its own hint id.
  const hintId = useId();
  const settings = useDeliverySettings(sessionId);
  const { trigger, isMutating } = useUpdateDeliverySettings();
  const [failure, setFailure] = useState<string | undefined>();
  // The box follows the click at once; the saved value takes over once answered (or refused).
  const [pending, setPending] = useState<boolean | undefined>();
  const keepLocation = pending ?? settings.data?.delivery.keepLocation ?? false;

  const change = async (next: boolean) => {
    setFailure(undefined);
    setPending(next);
    try {
      await trigger({ params: { sessionId }, body: { keepLocation: next } });
    } catch (error) {
      setFailure(errorMessage(errorCodeOf(error)));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <div className="session-location-setting">
      <Checkbox
        label={t('sessions.delivery.keepLocation')}
        checked={keepLocation}
        disabled={!settings.data || isMutating}
        onChange={(event) => void change(event.currentTarget.checked)}
        aria-describedby={hintId}
      />
      <p className="field-hint" id={hintId}>
        {t(keepLocation ? 'sessions.delivery.locationKeptHint' : 'sessions.delivery.locationRemovedHint')}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
};
