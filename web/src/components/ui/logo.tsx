import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark';

/** Mark and name; the name is real text, so the logo reads as the product's name. */
export const Logo = ({ size = 32 }: { size?: number }) => {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo-name">{t('app.name')}</span>
    </span>
  );
};
