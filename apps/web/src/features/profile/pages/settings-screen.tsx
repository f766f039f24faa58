// /profile/settings: the password, two-factor sign-in, signing out of all devices, the sidebar preference,
// downloading one's data, leaving one's role and deleting the account.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import {
  TWO_FACTOR_REQUIRED_PARAM,
  TWO_FACTOR_REQUIRED_VALUE,
} from '../../../shared/auth/two-factor-required';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { ChangePasswordSection } from '../components/change-password-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DownloadDataSection } from '../components/download-data-section';
import { LeaveRoleSection } from '../components/leave-role-section';
import { SidebarPreferenceSection } from '../components/sidebar-preference-section';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { canLeaveRole } from '../lib/leave-role';

export default function SettingsScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  // Sent here by a refusal because the role requires two-factor sign-in (shared/auth/two-factor-required).
  const [searchParams] = useSearchParams();
  const twoFactorRequired = searchParams.get(TWO_FACTOR_REQUIRED_PARAM) === TWO_FACTOR_REQUIRED_VALUE;

  let accountSections: ReactNode;
  if (me.isError) {
    accountSections = (
      <ErrorState
        title="Your account could not be loaded"
        titleOrder={2}
        message="Check your connection and try again."
        onRetry={() => void me.refetch()}
      />
    );
  } else if (me.isPending || !me.data) {
    accountSections = <LoadingState label="Loading your account" />;
  } else {
    const user = me.data;
    accountSections = (
      <>
        {user.role && canLeaveRole(user) ? <LeaveRoleSection user={user} role={user.role} /> : null}
        <DeleteAccountSection userId={user.id} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <ScreenHeading title="Settings">
        Your password, two-factor sign-in, your sign-ins, how the portal looks, your data and your account.
      </ScreenHeading>
      <ChangePasswordSection />
      <TwoFactorSection focus={twoFactorRequired} />
      <SignOutEverywhereSection />
      <SidebarPreferenceSection />
      <DownloadDataSection />
      {accountSections}
    </Stack>
  );
}
