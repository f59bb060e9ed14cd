import './app/mantine.css';
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
  // Side by side: the theme and its texts, and the router loading the first page's code. Until
  // both are in, the ring drawn by index.html stays; then the first page is drawn in one pass.
  const router = createAppRouter();
  const root = createRoot(container);
  void bootstrapApp()
    // The first render in a task of its own: the texts' parsing and i18n's start end the task
    // before it, so the main thread is never held as long at once (issue 15, blocking time).
    .then((theme) => new Promise<typeof theme>((resolve) => setTimeout(() => resolve(theme), 0)))
    .then((theme) =>
      root.render(
        <StrictMode>
          <App theme={theme} router={router} />
        </StrictMode>,
      ),
    );
}
