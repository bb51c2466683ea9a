import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from '@pawapuri/shared';
import '@pawapuri/shared/ui/tokens.css';
import './i18n/register';
import { App } from './app';
import { ensureRemotesRegistered } from './remotes/remote-registry';

initI18n();
// Read remotes.json early, in parallel with the first render; failures surface per route.
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('Reading remotes.json failed; remote sections will offer a retry.', error),
);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
