import { deleteContact, listContacts, listRelationships, type Contact } from '@fotostudio/shared/contracts/crm';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable, pagingOf, type DataTableColumn } from '../../../components/ui/data-table';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { EmptyState, NoMatchesState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { PanelHeader } from '../../../components/ui/panel-header';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { isFiltered, listQueryOf, withoutFilters, type ContactListState, type ContactType } from '../utils/contact-list-params';
import { EmailText, NotSet, PhoneText, PriorityBadge, StatusBadge, TagList } from './contact-badges';
import { ContactFilters } from './contact-filters';
import { ContactFormModal } from './contact-form-modal';

type Editing = { mode: 'create' } | { mode: 'edit'; saved: Contact };

/** The phone to call first: the primary one, else the mobile, else the secondary. */
const phoneOf = (contact: Contact): string | null => contact.phones.primary ?? contact.phones.mobile ?? contact.phones.secondary;

/**
 * One tab of the CRM: the contacts (leads) or the clients, searched, filtered and paged
 * on the server, with the add/edit modal and the delete confirmation.
 */
export const ContactsPanel = ({
  type,
  state,
  onStateChange,
  onOpen,
  onDeleted,
  actions,
}: {
  type: ContactType;
  state: ContactListState;
  onStateChange: (change: Partial<ContactListState>) => void;
  onOpen: (contactId: string) => void;
  onDeleted: (contactId: string) => void;
  /** More buttons beside Add (e.g. import and export). */
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  // While the next page, search or filter loads, the rows shown stay those of the previous one.
  const contacts = useRoute(listContacts, { query: listQueryOf(state) }, { keepPreviousData: true });
  // A soft delete: the lists reload, and so do other clients' family links, which leave it out.
  const { trigger: removeContact } = useRouteMutation(deleteContact, { invalidates: [listContacts, listRelationships] });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const page = contacts.data;

  // Past the last page (its last row was deleted, or a stale link): show the last one there is.
  useEffect(() => {
    if (page && !contacts.isValidating && page.rows.length === 0 && page.totalCount > 0 && state.page > page.totalPages) {
      onStateChange({ page: page.totalPages });
    }
  }, [page, contacts.isValidating, state.page, onStateChange]);

  const columns: DataTableColumn<Contact>[] = [
    {
      id: 'name',
      header: t('crm.columns.name'),
      cell: (contact) => <span className="crm-name">{contact.fullName}</span>,
    },
    { id: 'email', header: t('crm.columns.email'), cell: (contact) => <EmailText email={contact.emails.primary} /> },
    {
      id: 'phone',
      header: t('crm.columns.phone'),
      cell: (contact) => {
        const phone = phoneOf(contact);
        return phone ? <PhoneText phone={phone} /> : <NotSet />;
      },
    },
    { id: 'status', header: t('crm.columns.status'), cell: (contact) => <StatusBadge status={contact.status} /> },
    { id: 'priority', header: t('crm.columns.priority'), cell: (contact) => <PriorityBadge priority={contact.priority} /> },
    { id: 'tags', header: t('crm.columns.tags'), cell: (contact) => <TagList tags={contact.tags} /> },
    {
      id: 'createdAt',
      header: t('crm.columns.createdAt'),
      cell: (contact) => <span className="crm-nowrap">{formatDate(new Date(contact.createdAt))}</span>,
    },
    {
      id: 'actions',
      header: t('crm.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (contact) => (
        <RowActions
          actions={[
            { id: 'view', label: t('crm.actions.view', { name: contact.fullName }), icon: 'eye', onSelect: () => onOpen(contact.contactId) },
            {
              id: 'edit',
              label: t('crm.actions.edit', { name: contact.fullName }),
              icon: 'edit',
              onSelect: () => setEditing({ mode: 'edit', saved: contact }),
            },
            {
              id: 'delete',
              label: t('crm.actions.delete', { name: contact.fullName }),
              icon: 'trash',
              danger: true,
              onSelect: () => setDeleting(contact),
            },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'create' })}>
      {t(`crm.add.${type}`)}
    </Button>
  );

  const body = () => {
    if (contacts.error) {
      return <LoadError message={errorMessage(contacts.error.code)} retryLabel={t('common.retry')} onRetry={() => void contacts.mutate()} />;
    }
    if (!page) return <Spinner label={t(`crm.loading.${type}`)} />;
    // Nothing at all yet, as opposed to nothing that matches: the first needs an add button, not filters.
    if (page.totalCount === 0 && !isFiltered(state) && !contacts.isLoading) {
      return <EmptyState icon="users" title={t(`crm.empty.${type}.title`)} message={t(`crm.empty.${type}.message`)} action={addButton} />;
    }
    return (
      <DataTable
        caption={t(`crm.caption.${type}`)}
        hideCaption
        stackOnPhone
        columns={columns}
        rows={page.rows}
        rowKey={(contact) => contact.contactId}
        rowLabel={(contact) => t('crm.actions.view', { name: contact.fullName })}
        onRowActivate={(contact) => onOpen(contact.contactId)}
        loading={contacts.isLoading}
        empty={
          <NoMatchesState
            title={t('crm.noResults.title')}
            message={t('crm.noResults.message')}
            clearLabel={t('crm.filters.clear')}
            onClear={() => onStateChange(withoutFilters(state))}
          />
        }
        paging={pagingOf(state, page.totalCount, onStateChange)}
      />
    );
  };

  // Filters are for a list with something in it, or one already filtered (even if it failed
  // to load); they stay while the next list loads.
  const showFilters = isFiltered(state) || (page !== undefined && (page.totalCount > 0 || contacts.isLoading));

  return (
    <div className="crm-panel">
      <PanelHeader
        intro={t(`crm.intro.${type}`)}
        action={
          <>
            {actions}
            {addButton}
          </>
        }
      />
      {showFilters ? (
        <ContactFilters type={type} state={state} onChange={onStateChange} onClear={() => onStateChange(withoutFilters(state))} />
      ) : null}
      {body()}
      {editing ? (
        <ContactFormModal saved={editing.mode === 'edit' ? editing.saved : null} newType={type} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        title={t(`crm.delete.title.${deleting?.type ?? type}`)}
        confirmLabel={t('crm.delete.confirm')}
        deletedMessage={t('crm.toasts.deleted', { name: deleting?.fullName ?? '' })}
        onDelete={async () => {
          if (!deleting) return;
          await removeContact({ params: { contactId: deleting.contactId } });
          onDeleted(deleting.contactId);
        }}
        onClose={() => setDeleting(null)}
      >
        <p>{t('crm.delete.message', { name: deleting?.fullName ?? '' })}</p>
      </DeleteDialog>
    </div>
  );
};
