// Everything the screens expect around them: the theme, notifications (and the tip events shown as
// notifications), the query client and the sign-up guard the auth screens run after sign-in.
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type SignUpGuard, SignUpGuardContext } from '../shared/auth/continue-sign-up';
import { AppTips } from './app-tips';
import { cssVariablesResolver, theme } from './theme';

// The sign-up guard runs after a sign-in, never before the first screen: its code (the sign-up flow, the
// user and progress schemas) is fetched then.
const runSignUpGuard: SignUpGuard = async (options) =>
  (await import('../features/registration/lib/sign-up-guard')).runSignUpGuard(options);

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <AppTips />
      <QueryClientProvider client={queryClient}>
        <SignUpGuardContext value={runSignUpGuard}>{children}</SignUpGuardContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
