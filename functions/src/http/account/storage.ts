import { getStorage } from '@fotostudio/shared/contracts/storage';
import { storageOverview } from '../../account/storage-usage.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const getStorageHandler = photographerRoute(getStorage, ({ caller }) => storageOverview(caller.photographerId));
