// A data migration (data-migrations.ts): packages written before issue 22 list the variants
// they include (one unit per selected photo) and no products for sale, since the gallery then
// offered the whole catalog. Each gets today's shape as `packageRuleOf` reads it: one included
// unit per listed variant for the whole session, and every other product of the photographer's
// catalog for sale, so nothing a client could pick disappears. Confirmed selections keep their
// stored lines and price (they are never repriced). Idempotent, and safe while the app serves:
// a package saved meanwhile (its `updatedAt` moved) already has today's shape and is left alone.
import { db, transact } from '../data/database.js';
import { hasLegacyPackageRule, packageRuleOf } from './package-rule.js';
import { updatePackageAsRead } from '../data/stores/catalog.js';

/** Rewrites every package still in the shape from before issue 22; answers how many. */
export const migratePackageRules = async (): Promise<number> => {
  const { data: packages } = await db().entities.sessionPackage.scan.go({ pages: 'all' });
  const catalogs = new Map<string, Promise<string[]>>();
  const catalogOf = (photographerId: string): Promise<string[]> => {
    let ids = catalogs.get(photographerId);
    if (!ids) {
      ids = db()
        .entities.product.query.byProduct({ photographerId })
        .go({ pages: 'all', attributes: ['productId'] })
        .then(({ data }) => data.map((p) => p.productId));
      catalogs.set(photographerId, ids);
    }
    return ids;
  };
  let changed = 0;
  for (const item of packages.filter(hasLegacyPackageRule)) {
    const rule = packageRuleOf(item, await catalogOf(item.photographerId));
    const outcome = await transact([updatePackageAsRead(item.photographerId, item.packageId, item.updatedAt, rule, [])]);
    if (outcome.committed) changed += 1;
  }
  return changed;
};
