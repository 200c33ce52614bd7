import { useParams } from 'react-router-dom';
import { SignerPage } from '../../features/agreements/components/signer-page';

/** `/sign/{token}`: the agreement a signer's private link opens (no sign-in). */
export const SignPageRoute = () => {
  const { agreementToken = '' } = useParams();
  return <SignerPage token={agreementToken} />;
};
