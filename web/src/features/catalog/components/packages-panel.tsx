import { deletePackage, listPackages, listProducts, type Product, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { PackageFormModal } from './package-form-modal';
import { PanelHeader } from '../../../components/ui/panel-header';
import { RowActions } from './row-actions';
import { UsageCount } from './usage-count';
import { inUseCheck } from '../utils/in-use-check';

type Editing = { mode: 'create' } | { mode: 'edit'; saved: SessionPackage };

const IncludedProducts = ({ pkg, products }: { pkg: SessionPackage; products: readonly Product[] }) => {
  const { t } = useTranslation();
  if (pkg.includedProducts.length === 0) return <span className="catalog-muted">{t('catalog.packages.noProducts')}</span>;
  return (
    <ul className="catalog-plain-list">
      {pkg.includedProducts.map((included) => {
        const product = products.find((candidate) => candidate.productId === included.productId);
        return (
          <li key={included.productId}>
            {product?.name ?? t('catalog.packages.products.unknown')}{' '}
            <span className="catalog-muted">{t('catalog.packages.includedUnits', { count: included.variants.reduce((sum, variant) => sum + variant.quantity, 0) })}</span>
          </li>
        );
      })}
    </ul>
  );
};

/**
 * The Sessions tab: the photographer's session packages with their prices, included
 * photos and products, and the modal that creates or edits one.
 */
export const PackagesPanel = ({ businessName }: { businessName: string | null }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const packages = useRoute(listPackages);
  const products = useRoute(listProducts);
  // A package a session uses is refused with catalog.package_in_use; deleting one frees its products, whose counts reload.
  const { trigger: removePackage } = useRouteMutation(deletePackage, { invalidates: [listPackages, listProducts] });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SessionPackage | null>(null);
  const productList = products.data?.products ?? [];

  const columns: DataTableColumn<SessionPackage>[] = [
    {
      id: 'name',
      header: t('catalog.packages.columns.name'),
      cell: (pkg) => (
        <div className="catalog-name-cell">
          <span className="catalog-name">{pkg.name}</span>
          {pkg.description ? <span className="catalog-muted catalog-clamp">{pkg.description}</span> : null}
        </div>
      ),
    },
    {
      id: 'price',
      header: t('catalog.packages.columns.price'),
      align: 'end',
      cell: (pkg) => (
        <div className="catalog-money-cell">
          <span className="catalog-money">{formatMoney(pkg.priceCents)}</span>
          {pkg.allowFullGallery && pkg.fullGalleryPriceCents !== null ? (
            <span className="catalog-muted">{t('catalog.packages.fullGalleryPrice', { price: formatMoney(pkg.fullGalleryPriceCents) })}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'photos',
      header: t('catalog.packages.columns.includedPhotos'),
      align: 'end',
      cell: (pkg) => pkg.includedPhotos,
    },
    {
      id: 'extra',
      header: t('catalog.packages.columns.extraPhotoPrice'),
      align: 'end',
      cell: (pkg) => <span className="catalog-money">{formatMoney(pkg.extraPhotoPriceCents)}</span>,
    },
    {
      id: 'products',
      header: t('catalog.packages.columns.products'),
      cell: (pkg) => <IncludedProducts pkg={pkg} products={productList} />,
    },
    {
      id: 'status',
      header: t('catalog.packages.columns.status'),
      cell: (pkg) => (
        <div className="catalog-badges">
          <Badge tone={pkg.active ? 'success' : 'neutral'}>{pkg.active ? t('catalog.packages.active') : t('catalog.packages.inactive')}</Badge>
          <UsageCount count={pkg.sessionCount} used={t('catalog.packages.usedInSessions', { count: pkg.sessionCount })} unused={t('catalog.packages.notUsed')} />
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('catalog.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (pkg) => <RowActions name={pkg.name} onEdit={() => setEditing({ mode: 'edit', saved: pkg })} onDelete={() => setDeleting(pkg)} />,
    },
  ];

  const body = () => {
    if (!packages.data) {
      if (packages.error) {
        return <LoadError message={errorMessage(packages.error.code)} retryLabel={t('common.retry')} onRetry={() => void packages.mutate()} />;
      }
      return <Spinner label={t('catalog.packages.loading')} />;
    }
    if (packages.data.packages.length === 0) {
      return <EmptyState icon="package" title={t('catalog.packages.empty.title')} message={t('catalog.packages.empty.message')} />;
    }
    return (
      <DataTable
        caption={t('catalog.packages.caption')}
        hideCaption
        stackOnPhone
        columns={columns}
        rows={packages.data.packages}
        rowKey={(pkg) => pkg.packageId}
        empty={t('catalog.packages.empty.title')}
      />
    );
  };

  return (
    <div className="catalog-panel">
      <PanelHeader
        intro={t('catalog.packages.intro')}
        action={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('catalog.packages.new')}
          </Button>
        }
      />
      {body()}
      {editing ? (
        <PackageFormModal
          saved={editing.mode === 'edit' ? editing.saved : null}
          products={productList}
          businessName={businessName}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        title={t('catalog.packages.deleteTitle')}
        confirmLabel={t('catalog.delete')}
        deletedMessage={t('catalog.packages.deleted')}
        onDelete={async () => {
          if (deleting) await removePackage({ params: { packageId: deleting.packageId } });
        }}
        onClose={() => setDeleting(null)}
        checkInUse={inUseCheck(
          async () => (await packages.mutate())?.packages,
          (item) => item.packageId === deleting?.packageId,
          (item) => item.sessionCount,
          (count) => t('catalog.packages.deleteInUse', { count }),
        )}
      >
        <p>{t('catalog.packages.deleteMessage', { name: deleting?.name ?? '' })}</p>
      </DeleteDialog>
    </div>
  );
};
