import { listContacts } from '@fotostudio/shared/contracts/crm';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { useInvalidateRoutes } from '../../../lib/use-route';
import { useCrmUrl } from '../hooks/use-crm-url';
import { TransferActions } from '../transfer/transfer-actions';
import { listQueryOf, typeOfTab, type CrmTab } from '../utils/contact-list-params';
import { ContactDetailModal } from './contact-detail-modal';
import { ContactsPanel } from './contacts-panel';

/**
 * The CRM's two tabs, Contactos (leads) and Clientes, and the detail of the open contact.
 * Tab, search, filters, page and open contact live in the URL, so a reload or the back
 * button keeps them. Only the shown tab asks for its list.
 */
export const CrmTabs = () => {
  const { t } = useTranslation();
  const url = useCrmUrl();
  const { state, openContactId } = url;
  const invalidate = useInvalidateRoutes();

  const panel = (tab: CrmTab) =>
    state.tab === tab ? (
      <ContactsPanel
        type={typeOfTab(tab)}
        state={state}
        actions={<TransferActions listQuery={listQueryOf(state)} onImported={() => void invalidate([listContacts])} />}
        onStateChange={url.updateList}
        onOpen={(contactId) => url.openContact(contactId)}
        onDeleted={(contactId) => {
          if (contactId === openContactId) url.closeContact();
        }}
      />
    ) : null;

  return (
    <>
      <Tabs
        label={t('crm.tabsLabel')}
        selectedTab={state.tab}
        onTabChange={url.showTab}
        tabs={[
          { id: 'contacts', label: t('crm.tabs.contacts'), panel: panel('contacts') },
          { id: 'clients', label: t('crm.tabs.clients'), panel: panel('clients') },
        ]}
      />
      {openContactId ? (
        <ContactDetailModal
          key={openContactId}
          contactId={openContactId}
          onClose={url.closeContact}
          // Now a client, it is listed under Clientes: that tab goes behind the detail.
          onConverted={() => url.showTabBehindDetail('clients')}
        />
      ) : null}
    </>
  );
};
