import type { Me } from '@fotostudio/shared/contracts/account';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';

/**
 * The photographer's own subscription (spec: plan, status, billing period, trial end,
 * cancel at period end, next renewal). Charging is not built: the panel says so plainly and
 * offers no payment or cancel action that would pretend to do something.
 */
export const SubscriptionPanel = ({ subscription }: { subscription: Me['subscription'] }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const price = formatMoney(subscription.monthlyPriceCents, 'EUR');
  const rows: [string, string][] = [
    [t('settings.subscription.plan'), t('settings.subscription.planValue', { plan: t(`settings.subscription.plans.${subscription.plan}`), price })],
    [t('settings.subscription.status'), t(`settings.subscription.statuses.${subscription.status}`)],
    [t('settings.subscription.billingPeriod'), subscription.billingPeriod ? t(`settings.subscription.periods.${subscription.billingPeriod}`) : t('settings.subscription.none')],
    [t('settings.subscription.trialEnd'), formatDate(new Date(subscription.trialEndsAt))],
    [t('settings.subscription.cancelAtPeriodEnd'), subscription.cancelAtPeriodEnd ? t('settings.subscription.yes') : t('settings.subscription.no')],
    [
      t('settings.subscription.nextRenewal'),
      subscription.nextRenewalAt ? t('settings.subscription.renewalValue', { date: formatDate(new Date(subscription.nextRenewalAt)), price }) : t('settings.subscription.none'),
    ],
  ];
  return (
    <section className="card settings-section" aria-labelledby="subscription-title">
      <header className="settings-section-header">
        <h2 id="subscription-title" className="card-title">
          {t('settings.subscription.title')}
        </h2>
        <p className="card-intro">{t('settings.subscription.intro')}</p>
      </header>
      <dl className="subscription-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="subscription-fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!subscription.chargingEnabled && (
        <p className="subscription-note" role="note">
          <Icon name="info" size={18} /> {t('settings.subscription.notCharging')}
        </p>
      )}
    </section>
  );
};
