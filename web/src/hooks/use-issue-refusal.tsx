// What the user reads where they issue when the issue is refused (issue 24 point 1): for
// `billing.verifactu_compulsory`, the catalogue's message with the issuer's obligation date (read
// from the switch's status, as the answer carries only the code) and a link to Settings → Billing.
import { getVerifactuSubmission } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useFormatDate } from './use-formatters';
import { useErrorMessage } from '../i18n/use-error-message';
import { apiRequest } from '../lib/api-client';

export const useIssueRefusal = (): ((code: ErrorCode) => Promise<ReactNode>) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  return useCallback(
    async (code: ErrorCode) => {
      if (code !== 'billing.verifactu_compulsory') return errorMessage(code);
      const status = await apiRequest(getVerifactuSubmission).catch(() => null);
      const date = status?.obligationDate ? formatDate(status.obligationDate) : '';
      return (
        <>
          {errorMessage(code, { date })} <Link to={paths.billingSettings}>{t('common.openBillingSettings')}</Link>
        </>
      );
    },
    [errorMessage, formatDate, t],
  );
};
