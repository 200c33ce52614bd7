import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { StartupError } from './app/startup-error';
import { loadRuntimeConfig } from './config/runtime-config';
import { initI18n } from './i18n/i18n';
import { configureAuth } from './lib/auth';
import { initTheme } from './lib/theme';
import './styles.css';
import './styles/ui-kit.css';
import './styles/account.css';
import './styles/catalog.css';
import './styles/crm.css';
import './styles/crm-transfer.css';
import './styles/sessions.css';
import './styles/session-wizard.css';
import './styles/billing.css';
import './styles/agreements.css';

const start = async (): Promise<void> => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  initTheme();
  const root = createRoot(container);
  await initI18n();
  try {
    configureAuth(await loadRuntimeConfig());
  } catch {
    root.render(<StartupError />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
