import { SHARE_LINK_DAYS_MAX, SHARE_LINK_DAYS_MIN } from '@fotostudio/shared/contracts/share-links';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** A number of days a link is open for (a new link's, or more days for an existing one), with its bounds as the hint. */
export const ShareLinkDaysField = ({ label, value, error, onChange }: { label: string; value: string; error: string | null; onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      required
      inputMode="numeric"
      value={value}
      error={error}
      hint={t('sessions.share.form.daysHint', { min: SHARE_LINK_DAYS_MIN, max: SHARE_LINK_DAYS_MAX })}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
