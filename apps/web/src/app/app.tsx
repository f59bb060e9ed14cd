import type { MantineThemeOverride } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { bootstrapApp } from './bootstrap';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';

type TReady = { theme: MantineThemeOverride; router: ReturnType<typeof createAppRouter> };

export function App() {
  const [ready, setReady] = useState<TReady | null>(null);
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    void bootstrapApp().then((theme) => setReady({ theme, router: createAppRouter() }));
  }, []);

  // Nothing is translated yet: a bare spinner, styled by global.css, marks the page busy.
  if (!ready) return <div className="boot-loader" aria-busy="true" />;

  return (
    <AppProviders theme={ready.theme} queryClient={queryClient}>
      <RouterProvider router={ready.router} />
    </AppProviders>
  );
}
