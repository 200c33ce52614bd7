import { deleteProduct, listPackages, listProducts, type Product } from '@fotostudio/shared/contracts/catalog';
import { useMemo, useState } from 'react';
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
import { PanelHeader } from '../../../components/ui/panel-header';
import { ProductFormModal } from './product-form-modal';
import { ProductThumbnail } from './product-thumbnail';
import { RowActions } from './row-actions';
import { UsageCount } from './usage-count';
import { variantText } from '../utils/variant-text';
import { inUseCheck } from '../utils/in-use-check';

type Editing = { mode: 'create' } | { mode: 'edit'; saved: Product };

/** The Products tab: products with their image, usage type and variants, and their modal. */
export const ProductsPanel = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const products = useRoute(listProducts);
  const packages = useRoute(listPackages);
  // A product some package includes is refused with catalog.product_in_use; the list reloads either way, so its count is current.
  const { trigger: removeProduct } = useRouteMutation(deleteProduct, { invalidates: [listProducts] });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  // Variants some package chose cannot be removed from their product (catalog.variant_in_use).
  const variantsInUse = useMemo(
    () => new Set((packages.data?.packages ?? []).flatMap((pkg) => pkg.includedProducts.flatMap((included) => included.variants.map((variant) => variant.variantId)))),
    [packages.data],
  );

  const columns: DataTableColumn<Product>[] = [
    {
      id: 'image',
      header: t('catalog.products.columns.image'),
      hideHeader: true,
      cell: (product) => <ProductThumbnail name={product.name} imageUrl={product.imageUrl} />,
    },
    {
      id: 'name',
      header: t('catalog.products.columns.name'),
      cell: (product) => (
        <div className="catalog-name-cell">
          <span className="catalog-name">{product.name}</span>
          {product.description ? <span className="catalog-muted catalog-clamp">{product.description}</span> : null}
        </div>
      ),
    },
    {
      id: 'usage',
      header: t('catalog.products.columns.usageType'),
      cell: (product) => <Badge>{t(`catalog.products.usageTypes.${product.usageType}`)}</Badge>,
    },
    {
      id: 'variants',
      header: t('catalog.products.columns.variants'),
      cell: (product) =>
        product.variants.length === 0 ? (
          <span className="catalog-muted">{t('catalog.products.noVariants')}</span>
        ) : (
          <ul className="catalog-plain-list">
            {product.variants.map((variant) => (
              <li key={variant.variantId}>
                {t('catalog.variantLabel', { variant: variantText(variant), price: formatMoney(variant.priceCents) })}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'packages',
      header: t('catalog.products.columns.packages'),
      cell: (product) => (
        <UsageCount
          count={product.packageCount}
          used={t('catalog.products.usedInPackages', { count: product.packageCount })}
          unused={t('catalog.products.notUsed')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('catalog.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (product) => (
        <RowActions name={product.name} onEdit={() => setEditing({ mode: 'edit', saved: product })} onDelete={() => setDeleting(product)} />
      ),
    },
  ];

  const body = () => {
    if (!products.data) {
      if (products.error) {
        return <LoadError message={errorMessage(products.error.code)} retryLabel={t('common.retry')} onRetry={() => void products.mutate()} />;
      }
      return <Spinner label={t('catalog.products.loading')} />;
    }
    if (products.data.products.length === 0) {
      return <EmptyState icon="image" title={t('catalog.products.empty.title')} message={t('catalog.products.empty.message')} />;
    }
    return (
      <DataTable
        caption={t('catalog.products.caption')}
        hideCaption
        stackOnPhone
        columns={columns}
        rows={products.data.products}
        rowKey={(product) => product.productId}
        empty={t('catalog.products.empty.title')}
      />
    );
  };

  return (
    <div className="catalog-panel">
      <PanelHeader
        intro={t('catalog.products.intro')}
        action={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('catalog.products.new')}
          </Button>
        }
      />
      {body()}
      {editing ? (
        <ProductFormModal
          saved={editing.mode === 'edit' ? editing.saved : null}
          variantsInUse={variantsInUse}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        title={t('catalog.products.deleteTitle')}
        confirmLabel={t('catalog.delete')}
        deletedMessage={t('catalog.products.deleted')}
        onDelete={async () => {
          if (deleting) await removeProduct({ params: { productId: deleting.productId } });
        }}
        onClose={() => setDeleting(null)}
        checkInUse={inUseCheck(
          async () => (await products.mutate())?.products,
          (item) => item.productId === deleting?.productId,
          (item) => item.packageCount,
          (count) => t('catalog.products.deleteInUse', { count }),
        )}
      >
        <p>{t('catalog.products.deleteMessage', { name: deleting?.name ?? '' })}</p>
      </DeleteDialog>
    </div>
  );
};
