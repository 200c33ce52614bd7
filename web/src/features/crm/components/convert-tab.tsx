import { convertContact, getContact, listContacts, type Contact } from '@fotostudio/shared/contracts/crm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/**
 * Contact to client (spec section 4): one way, confirmed first, never undone. Afterwards
 * the client can have sessions, invoices and family links.
 */
export const ConvertTab = ({ contact, onConverted }: { contact: Contact; onConverted: (contact: Contact) => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  // The lead becomes a client for good: the answer replaces the cached contact; it moves from one list to the other.
  const { trigger, isMutating } = useRouteMutation(convertContact, {
    writes: (answer) => [cacheWrite(getContact, { params: { contactId: answer.contact.contactId } }, answer)],
    invalidates: [listContacts],
  });
  const [confirming, setConfirming] = useState(false);

  const convert = async () => {
    try {
      const { contact: client } = await trigger({ params: { contactId: contact.contactId } });
      setConfirming(false);
      toast.success(t('crm.toasts.converted', { name: client.fullName }));
      onConverted(client);
    } catch (error) {
      setConfirming(false);
      catalogueToast.showError(error);
    }
  };

  return (
    <div className="crm-convert">
      <h3 className="crm-section-title">{t('crm.convert.title')}</h3>
      <p>{t('crm.convert.explanation', { name: contact.fullName })}</p>
      <Alert tone="warning">{t('crm.convert.irreversible')}</Alert>
      <div>
        <Button icon={<Icon name="userCheck" size={18} />} onClick={() => setConfirming(true)}>
          {t('crm.convert.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('crm.convert.confirmTitle', { name: contact.fullName })}
        confirmLabel={t('crm.convert.confirm')}
        pending={isMutating}
        onConfirm={() => void convert()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('crm.convert.confirmMessage')}</p>
      </ConfirmDialog>
    </div>
  );
};
