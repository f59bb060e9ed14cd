import type { MantineThemeOverride } from '@mantine/core';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import type { TAppRouter } from './router';

type TAppProps = {
  /** The issuer theme, applied to the page with its texts loaded (`bootstrapApp`). */
  theme: MantineThemeOverride;
  /** Created before the theme arrived, so the first route's code and guards loaded beside it. */
  router: TAppRouter;
};

export function App({ theme, router }: TAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders theme={theme} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
