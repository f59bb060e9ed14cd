import type { MantineThemeOverride } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import type { TAppRouter } from './router';

type TAppProps = {
  /** The issuer theme applied and its texts loaded (`bootstrapApp`), started before the first render. */
  booted: Promise<MantineThemeOverride>;
  /** Created before the theme arrives, so the first route's code and guards load beside it. */
  router: TAppRouter;
};

export function App({ booted, router }: TAppProps) {
  const [theme, setTheme] = useState<MantineThemeOverride | null>(null);
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    void booted.then(setTheme);
  }, [booted]);

  // Nothing is translated yet: a bare spinner, styled by global.css, marks the page busy.
  if (!theme) return <div className="boot-loader" aria-busy="true" />;

  return (
    <AppProviders theme={theme} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
