import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/account/api/get-me';
import { SettingsTabs } from '../../../features/account/components/settings-tabs';
import { BillingSettingsForm } from '../../../features/billing/components/billing-settings-form';
import { OperatorRepresentationChoice } from '../../../features/billing/components/operator-representation-choice';
import { ProducerDeclarationSection } from '../../../features/billing/components/producer-declaration-section';
import { StripeConnectSection } from '../../../features/billing/components/stripe-connect-section';
import { VerifactuSubmissionSection } from '../../../features/billing/components/verifactu-submission-section';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const SettingsRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  // The tabs render once the profile is loaded, so the billing settings start from it.
  const { data: me } = useMe();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('settings.title')}</h1>
        <p className="page-intro">{t('settings.intro')}</p>
        <p>
          <Link to={paths.packages}>{t('settings.packagesLink')}</Link>
        </p>
      </header>
      <SettingsTabs
        billing={
          <>
            <BillingSettingsForm profile={me?.photographer} />
            <VerifactuSubmissionSection />
            <OperatorRepresentationChoice />
            <ProducerDeclarationSection />
            <StripeConnectSection />
          </>
        }
      />
    </div>
  );
};
