import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrapApp } from './app/bootstrap';
import { createAppRouter } from './app/router';
import { silenceConsoleInProduction } from './lib/console';
import { IS_PRODUCTION_BUILD } from './lib/env';

silenceConsoleInProduction(IS_PRODUCTION_BUILD, window.location.hostname);

const container = document.getElementById('root');
if (container) {
  // Side by side before the first render: the theme and its texts, the first page's code.
  const booted = bootstrapApp();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App booted={booted} router={router} />
    </StrictMode>,
  );
}
