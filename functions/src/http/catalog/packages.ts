import {
  createPackage,
  deletePackage,
  getPackage,
  listPackages,
  updatePackage,
} from '@fotostudio/shared/contracts/catalog';
import {
  createPackageItem,
  deletePackageItem,
  getPackageItem,
  listPackageItems,
  updatePackageItem,
} from '../../catalog/packages.js';
import { toPackage } from '../../catalog/views.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const packageHandlers = [
  photographerRoute(listPackages, async ({ caller }) => ({
    packages: (await listPackageItems(caller.photographerId)).map(toPackage),
  })),
  photographerRoute(createPackage, async ({ caller, body }) => ({
    package: toPackage(await createPackageItem(caller.photographerId, body)),
  })),
  photographerRoute(getPackage, async ({ caller, params }) => ({
    package: toPackage(await getPackageItem(caller.photographerId, params.packageId)),
  })),
  photographerRoute(updatePackage, async ({ caller, params, body }) => ({
    package: toPackage(await updatePackageItem(caller.photographerId, params.packageId, body)),
  })),
  photographerRoute(deletePackage, async ({ caller, params }) => {
    await deletePackageItem(caller.photographerId, params.packageId);
    return { deleted: true as const };
  }),
];
