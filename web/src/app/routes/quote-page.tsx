import { useParams } from 'react-router-dom';
import { PublicQuotePage } from '../../features/billing/components/public-quote-page';

/** `/p/{token}`: a pending quote's public page, for whoever holds its link (no sign-in). */
export const QuotePageRoute = () => {
  const { quoteToken = '' } = useParams();
  return <PublicQuotePage token={quoteToken} />;
};
