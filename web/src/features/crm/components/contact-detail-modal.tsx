import { AgreementList } from '../../../components/agreement-list';
import { getContact, type Contact } from '@fotostudio/shared/contracts/crm';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { ClientDocumentsTab } from './client-documents-tab';
import { ClientSessionsTab } from './client-sessions-tab';
import { ContactInfoTab, useContactInfoEditing } from './contact-info-tab';
import { ConvertTab } from './convert-tab';
import { RelationshipsTab } from './relationships-tab';

/**
 * A client's tabs (spec section 2): information, family links, sessions, invoices. A
 * contact's (lead's): information and the conversion to client, which a client never
 * shows.
 */
const DetailTabs = ({
  contact,
  onConverted,
  onUnsavedChanges,
}: {
  contact: Contact;
  onConverted: (contact: Contact) => void;
  /** The Information tab's edits differ from the saved contact (or no longer do). */
  onUnsavedChanges: (unsaved: boolean) => void;
}) => {
  const { t } = useTranslation();
  const [selected, setSelected] = useState('info');
  const info = useContactInfoEditing(contact);
  useEffect(() => onUnsavedChanges(info.unsavedChanges), [onUnsavedChanges, info.unsavedChanges]);
  const wrapper = useRef<HTMLDivElement>(null);
  const typeShown = useRef(contact.type);

  // The conversion removes the tab that had the focus: it goes to the Information tab.
  useEffect(() => {
    if (typeShown.current === contact.type) return;
    typeShown.current = contact.type;
    wrapper.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [contact.type]);

  const tabs: TabItem[] = [{ id: 'info', label: t('crm.detail.tabs.info'), panel: <ContactInfoTab contact={contact} editing={info} /> }];
  if (contact.type === 'client') {
    tabs.push(
      { id: 'relationships', label: t('crm.detail.tabs.relationships'), panel: <RelationshipsTab contact={contact} /> },
      {
        id: 'sessions',
        label: t('crm.detail.tabs.sessions'),
        panel: <ClientSessionsTab contact={contact} />,
      },
      {
        id: 'invoices',
        label: t('crm.detail.tabs.invoices'),
        panel: <ClientDocumentsTab contact={contact} />,
      },
      { id: 'agreements', label: t('agreements.tabs.agreements'), panel: <AgreementList filter={{ clientId: contact.contactId }} name={contact.fullName} /> },
    );
  } else {
    tabs.push({ id: 'convert', label: t('crm.detail.tabs.convert'), panel: <ConvertTab contact={contact} onConverted={onConverted} /> });
  }
  // After the conversion the Convert tab is gone: back to the information.
  const shown = tabs.some((tab) => tab.id === selected) ? selected : 'info';

  return (
    <div ref={wrapper} className="crm-detail-tabs">
      <Tabs
        label={t('crm.detail.tabsLabel')}
        selectedTab={shown}
        onTabChange={setSelected}
        actions={shown === 'info' ? info.actions : undefined}
        tabs={tabs}
      />
    </div>
  );
};

/** The detail of one contact or client, over the list. */
export const ContactDetailModal = ({
  contactId,
  onClose,
  onConverted,
}: {
  contactId: string;
  onClose: () => void;
  onConverted: (contact: Contact) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useRoute(getContact, { params: { contactId } });
  const contact = data?.contact;
  const [unsavedChanges, setUnsavedChanges] = useState(false);

  const body = () => {
    if (contact) return <DetailTabs contact={contact} onConverted={onConverted} onUnsavedChanges={setUnsavedChanges} />;
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('crm.detail.loading')} />;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={contact ? contact.fullName : t('crm.detail.title')}
      description={contact ? t('crm.detail.description', { type: t(`crm.types.${contact.type}`), email: contact.emails.primary }) : undefined}
      size="4xl"
      height={90}
      className="crm-detail"
      unsavedChanges={unsavedChanges}
    >
      {body()}
    </Modal>
  );
};
