import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startI18n } from './i18n';
import { loadTexts } from './i18n/resources';
import './global.css';

// The reader's language only, `common` first (`errors` follows without blocking); a page's namespaces when it needs them.
void startI18n(loadTexts).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
