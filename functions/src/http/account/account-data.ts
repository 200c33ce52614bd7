import { cancelAccountClosure, confirmAccountClosure, getAccountClosure, requestAccountClosure } from '@fotostudio/shared/contracts/account-closure';
import { getAccountExport, startAccountExport } from '@fotostudio/shared/contracts/account-data';
import * as closure from '../../account-data/account-closure.js';
import * as accountData from '../../account-data/account-export.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const accountDataHandlers = [
  photographerRoute(getAccountExport, ({ caller }) => accountData.getAccountExport(caller.photographerId)),
  photographerRoute(startAccountExport, ({ caller }) => accountData.startAccountExport(caller.photographerId)),
  photographerRoute(getAccountClosure, ({ caller }) => closure.getAccountClosure(caller.photographerId)),
  photographerRoute(requestAccountClosure, ({ caller }) => closure.requestAccountClosure(caller.photographerId)),
  photographerRoute(confirmAccountClosure, ({ caller, body }) => closure.confirmAccountClosure(caller.photographerId, body.token)),
  photographerRoute(cancelAccountClosure, ({ caller }) => closure.cancelAccountClosure(caller.photographerId)),
];
