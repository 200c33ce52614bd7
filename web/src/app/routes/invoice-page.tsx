import { useParams } from 'react-router-dom';
import { PublicInvoicePage } from '../../features/billing/components/public-invoice-page';

/** `/f/{token}`: an issued invoice's public page, for whoever holds its link (no sign-in). */
export const InvoicePageRoute = () => {
  const { invoiceToken = '' } = useParams();
  return <PublicInvoicePage token={invoiceToken} />;
};
