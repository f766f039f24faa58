// /profile/settings: the password, the sidebar preference, leaving one's role and deleting the account.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { ChangePasswordSection } from '../components/change-password-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { LeaveRoleSection } from '../components/leave-role-section';
import { SidebarPreferenceSection } from '../components/sidebar-preference-section';
import { canLeaveRole } from '../lib/leave-role';

export default function SettingsScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });

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
      <ScreenHeading title="Settings">Your password, how the portal looks, and your account.</ScreenHeading>
      <ChangePasswordSection />
      <SidebarPreferenceSection />
      {accountSections}
    </Stack>
  );
}
