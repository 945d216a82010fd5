import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client';
import { Toaster } from './components/Toaster/Toaster';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  // Created once per mounted app, outside render churn (the data router must not be recreated).
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toaster />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
