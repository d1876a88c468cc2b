import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/tokens.css';
import './styles/base.css';
import './ui/card.css';
import { registerServiceWorker } from './features/offline';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The installable, offline app: only a production build has a service worker (web/build/offline-app.ts).
if (import.meta.env.PROD) void registerServiceWorker().catch(() => undefined);
