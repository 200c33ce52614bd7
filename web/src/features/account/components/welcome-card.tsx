import { useTranslation } from 'react-i18next';
import { WelcomeSteps } from './welcome-modal';

/** The dashboard's first-steps card, shown until onboarding is complete (the profile has a name and a business name). */
export const WelcomeCard = () => {
  const { t } = useTranslation();
  return (
    <section className="card welcome-card" aria-labelledby="welcome-card-title">
      <header>
        <h2 id="welcome-card-title" className="card-title">
          {t('dashboard.welcomeCard.title')}
        </h2>
        <p className="page-intro">{t('dashboard.welcomeCard.intro')}</p>
      </header>
      <WelcomeSteps />
    </section>
  );
};
