import { getAccountExport, startAccountExport } from '@fotostudio/shared/contracts/account-data';
import * as accountData from '../../account-data/account-export.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const accountDataHandlers = [
  photographerRoute(getAccountExport, ({ caller }) => accountData.getAccountExport(caller.photographerId)),
  photographerRoute(startAccountExport, ({ caller }) => accountData.startAccountExport(caller.photographerId)),
];
