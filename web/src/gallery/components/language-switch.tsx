import { useI18n, type Language } from '../i18n';

const LANGUAGES: Language[] = ['es', 'en'];

/** Two small toggles (ES / EN): one tap, no menu. Each name keeps its visible code (WCAG 2.5.3). */
export const LanguageSwitch = () => {
  const { language, setLanguage, t } = useI18n();
  return (
    <div className="g-language" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <button key={code} type="button" lang={code} aria-pressed={language === code} onClick={() => setLanguage(code)} aria-label={`${t(`language.${code}`)}, ${code.toUpperCase()}`}>
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
};
