import { ACCENT_COLOR_PATTERN } from '@fotostudio/shared/accent-color';
import { useTranslation } from 'react-i18next';
import { useFieldReadOnly } from '../../../components/ui/form-mode';
import { TextField } from '../../../components/ui/text-field';

/** What the picker shows while no colour is chosen (a colour input cannot be empty). */
const PICKER_DEFAULT = '#000000';

/**
 * The gallery's accent colour (white-label branding): a colour picker for choosing by eye and
 * the same value as `#rrggbb` text for typing or pasting an exact brand colour. Blank means
 * the gallery's neutral default.
 */
export const AccentColorField = ({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  const readOnly = useFieldReadOnly(undefined);
  const colour = value.trim().toLowerCase();
  const valid = ACCENT_COLOR_PATTERN.test(colour);

  return (
    <TextField
      label={t('profile.fields.accentColor')}
      name="accentColor"
      value={value}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={7}
      placeholder={t('profile.accentColor.placeholder')}
      hint={readOnly ? undefined : t('profile.accentColor.hint')}
      error={error}
      leading={
        <input
          type="color"
          className="accent-color-picker"
          aria-label={t('profile.accentColor.pickerLabel')}
          value={valid ? colour : PICKER_DEFAULT}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
      }
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
