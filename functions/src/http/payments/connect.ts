import { getPaymentsAccount, refreshPaymentsAccount, startOnboarding, updatePaymentMethods } from '@fotostudio/shared/contracts/payments';
import * as connect from '../../payments/connect.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const connectHandlers = [
  photographerRoute(getPaymentsAccount, async ({ caller }) => connect.getPaymentsAccount(caller.photographerId)),
  photographerRoute(startOnboarding, async ({ caller, body }) => connect.startOnboarding(caller.photographerId, body.accountType)),
  photographerRoute(refreshPaymentsAccount, async ({ caller }) => connect.refreshPaymentsAccount(caller.photographerId)),
  photographerRoute(updatePaymentMethods, async ({ caller, body }) => connect.updatePaymentMethods(caller.photographerId, body)),
];
