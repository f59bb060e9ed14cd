import type { MantineThemeOverride } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootLoader } from './boot-loader';
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
    // A transition: React draws the first page in slices, so the browser stays responsive.
    void booted.then((ready) => startTransition(() => setTheme(ready)));
  }, [booted]);

  if (!theme) return <BootLoader />;

  return (
    <AppProviders theme={theme} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
