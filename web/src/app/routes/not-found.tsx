import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));

  // In a tab opened on this page there is nothing to go back to: go home instead.
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <div className="not-found-page">
      <main id="main-content" className="not-found" tabIndex={-1}>
        <p className="not-found-code" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 className="not-found-title">{t('notFound.title')}</h1>
        <p className="not-found-message">{t('notFound.message')}</p>
        <div className="not-found-actions">
          <Link to={paths.home} className="button button-primary">
            <Icon name="home" size={18} />
            {t('notFound.home')}
          </Link>
          <Button variant="secondary" icon={<Icon name="arrowLeft" size={18} />} onClick={goBack}>
            {t('notFound.back')}
          </Button>
        </div>
      </main>
      <footer className="powered-by">
        <span>{t('notFound.poweredBy')}</span>
        <Logo size={22} />
      </footer>
    </div>
  );
};
