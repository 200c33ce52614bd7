import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Opens a related document (the rectified or rectifying one, the replaced or replacing one) in the detail. */
export const OpenDocumentButton = ({ documentId, number, onOpen }: { documentId: string; number: string; onOpen: (documentId: string) => void }) => {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => onOpen(documentId)}>
      {t('billing.detail.openDocument', { number })}
    </Button>
  );
};

/** An F3 lists the simplified invoices it replaces; a replaced simplified invoice names its F3 (as the rectification links do). */
export const SubstitutionLinks = ({ document, onOpen }: { document: BillingDocument; onOpen: (documentId: string) => void }) => {
  const { t } = useTranslation();
  const substitutes = document.substitutes ?? [];
  const { substitutedBy } = document;
  if (substitutes.length === 0 && !substitutedBy) return null;
  const link = (documentId: string, number: string) => <OpenDocumentButton documentId={documentId} number={number} onOpen={onOpen} />;
  return (
    <section aria-labelledby="billing-substitution-heading" className="billing-rectification">
      <h3 id="billing-substitution-heading" className="form-section-title">
        {t('billing.detail.substitution')}
      </h3>
      <dl className="billing-facts">
        {substitutedBy ? (
          <div className="billing-fact">
            <dt>{t('billing.detail.substitutedBy')}</dt>
            <dd>{link(substitutedBy.documentId, substitutedBy.number)}</dd>
          </div>
        ) : null}
        {substitutes.length > 0 ? (
          <div className="billing-fact">
            <dt>{t('billing.detail.substitutes')}</dt>
            <dd>
              <ul className="billing-rectified-by">
                {substitutes.map((replaced) => (
                  <li key={replaced.documentId}>{link(replaced.documentId, replaced.number)}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
};
