import { deleteRelationship, listRelationships, type Contact, type Relationship } from '@fotostudio/shared/contracts/crm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PanelHeader } from '../../../components/ui/panel-header';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { clientDetailHref } from '../hooks/use-crm-url';
import { RelationshipForm } from './relationship-form';

/**
 * The client's family or relationship links, each leading to the related client, and the
 * form that adds one. A link shows on both clients; on the other one it says where it was made.
 */
export const RelationshipsTab = ({ contact }: { contact: Contact }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const relationships = useRoute(listRelationships, { params: { contactId: contact.contactId } });
  // Removes the link from both clients.
  const { trigger: removeRelationship } = useRouteMutation(deleteRelationship, { invalidates: [listRelationships] });
  const [deleting, setDeleting] = useState<Relationship | null>(null);

  const list = () => {
    if (relationships.error) {
      return <LoadError message={errorMessage(relationships.error.code)} retryLabel={t('common.retry')} onRetry={() => void relationships.mutate()} />;
    }
    if (!relationships.data) return <Spinner label={t('crm.relationships.loading')} />;
    if (relationships.data.relationships.length === 0) {
      return <EmptyState icon="users" title={t('crm.relationships.empty.title')} message={t('crm.relationships.empty.message')} />;
    }
    return (
      <ul className="crm-relationships" aria-label={t('crm.relationships.listLabel', { name: contact.fullName })}>
        {relationships.data.relationships.map((relationship) => (
          <li key={relationship.relationshipId} className="crm-relationship">
            <div className="crm-relationship-body">
              <div className="crm-relationship-line">
                <Link className="text-link crm-name" to={clientDetailHref(relationship.relatedContactId)}>
                  {relationship.relatedContactName}
                </Link>
                <Badge tone="accent">{relationship.relationshipType}</Badge>
              </div>
              {relationship.direction === 'incoming' ? (
                <p className="crm-muted">{t('crm.relationships.linkedFrom', { name: relationship.relatedContactName })}</p>
              ) : null}
              {relationship.notes ? <p className="crm-muted">{relationship.notes}</p> : null}
            </div>
            <RowActions
              actions={[
                {
                  id: 'delete',
                  label: t('crm.relationships.delete', { name: relationship.relatedContactName, type: relationship.relationshipType }),
                  icon: 'trash',
                  danger: true,
                  onSelect: () => setDeleting(relationship),
                },
              ]}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="crm-relationships-tab">
      <PanelHeader intro={t('crm.relationships.intro')} />
      {list()}
      <RelationshipForm contact={contact} />
      <DeleteDialog
        open={deleting !== null}
        title={t('crm.relationships.deleteTitle')}
        confirmLabel={t('crm.relationships.remove')}
        deletedMessage={t('crm.relationships.deleted')}
        onDelete={async () => {
          if (deleting) await removeRelationship({ params: { contactId: contact.contactId, relationshipId: deleting.relationshipId } });
        }}
        onClose={() => setDeleting(null)}
      >
        <p>{t('crm.relationships.deleteMessage', { name: deleting?.relatedContactName ?? '', type: deleting?.relationshipType ?? '' })}</p>
      </DeleteDialog>
    </div>
  );
};
