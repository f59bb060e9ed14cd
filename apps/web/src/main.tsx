import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { silenceConsoleInProduction } from './lib/console';
import { IS_PRODUCTION_BUILD } from './lib/env';

silenceConsoleInProduction(IS_PRODUCTION_BUILD, window.location.hostname);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
