// Everything the screens expect around them: the theme, notifications (and the tip events shown as
// notifications), the query client and the sign-up guard the auth screens run after sign-in.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { runSignUpGuard } from '../features/registration/lib/sign-up-guard';
import { SignUpGuardContext } from '../shared/auth/continue-sign-up';
import { AppTips } from './app-tips';
import { theme } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <Notifications position="top-right" />
      <AppTips />
      <QueryClientProvider client={queryClient}>
        <SignUpGuardContext value={runSignUpGuard}>{children}</SignUpGuardContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
