import { LANGUAGES, type Language } from '@fotostudio/shared/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';

/** ES / EN toggle. Each button names its language in that language, as menus do. */
export const LanguageSwitcher = ({ onChange }: { onChange?: (language: Language) => void }) => {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-option"
          aria-pressed={language === code}
          title={t(`language.${code}.name`)}
          onClick={() => {
            if (code === language) return;
            void setLanguage(code).then(() => onChange?.(code));
          }}
        >
          {/* The visible code starts the accessible name (WCAG 2.5.3); the full name follows for screen readers. */}
          {t(`language.${code}.short`)}
          <span className="visually-hidden"> {t(`language.${code}.name`)}</span>
        </button>
      ))}
    </div>
  );
};
