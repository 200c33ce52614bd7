import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '@fotostudio/shared/constants';
import type { Me } from '@fotostudio/shared/contracts/account';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useUpdateSettings } from '../api/update-settings';

type Matrix = Me['settings']['notifications'];
type NotificationType = (typeof NOTIFICATION_TYPES)[number];
type Channel = (typeof NOTIFICATION_CHANNELS)[number];

const sameMatrix = (a: Matrix, b: Matrix) =>
  NOTIFICATION_TYPES.every((type) => NOTIFICATION_CHANNELS.every((channel) => a[type][channel] === b[type][channel]));

/** Which notifications arrive where: type (rows) by channel (columns), saved together. */
export const NotificationSettings = ({ me }: { me: Me }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const { trigger, isMutating } = useUpdateSettings();
  const stored = me.settings.notifications;
  const [draft, setDraft] = useState<Matrix>(stored);

  useEffect(() => {
    setDraft(stored);
  }, [stored]);

  const dirty = !sameMatrix(draft, stored);

  const toggle = (type: NotificationType, channel: Channel, on: boolean) => {
    setDraft((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || isMutating) return;
    try {
      await trigger({ body: { notifications: draft } });
      toast.success(t('settings.notifications.saved'));
    } catch (error) {
      catalogueToast.showError(error, 'notifications.update_failed');
    }
  };

  return (
    <form className="settings-panel" noValidate onSubmit={(event) => void save(event)}>
      <section className="card settings-section" aria-labelledby="notifications-title">
        <header className="settings-section-header">
          <h2 id="notifications-title" className="card-title">
            {t('settings.notifications.title')}
          </h2>
          <p className="card-intro">{t('settings.notifications.intro')}</p>
        </header>
        <div className="notification-matrix-scroll">
          <table className="notification-matrix">
            <caption className="visually-hidden">{t('settings.notifications.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.notifications.typeColumn')}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="cell-center">
                    {t(`settings.notifications.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row">
                    <span className="notification-type">{t(`settings.notifications.types.${type}.label`)}</span>
                    <span className="notification-type-help">{t(`settings.notifications.types.${type}.help`)}</span>
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="cell-center">
                      <Checkbox
                        name={`${type}.${channel}`}
                        checked={draft[type][channel]}
                        aria-label={t('settings.notifications.cellLabel', {
                          type: t(`settings.notifications.types.${type}.label`),
                          channel: t(`settings.notifications.channels.${channel}`),
                        })}
                        onChange={(event) => toggle(type, channel, event.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="form-actions">
          <Button variant="secondary" disabled={!dirty || isMutating} onClick={() => setDraft(stored)}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" disabled={!dirty} pending={isMutating}>
            {isMutating ? t('ui.saving') : t('ui.save')}
          </Button>
        </div>
      </section>
    </form>
  );
};
