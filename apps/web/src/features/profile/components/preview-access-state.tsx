// Whether the caller may see another user's profile (§6 scope: WSK staff anyone, NF staff their
// federation's users), as the account read answers: "You may not see this profile" on 403, not found on
// 404, a retry for other failures, and the children once the account has loaded.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconLock, IconUserQuestion } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';

const backHome = (
  <Button component={AppLink} to={screenPath('profile-account-details')} variant="default">
    Back to my profile
  </Button>
);

export function PreviewAccessState({
  query,
  children,
}: {
  readonly query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  readonly children: () => ReactNode;
}) {
  if (query.isError) {
    const status =
      query.error instanceof ApiError ? (query.error.statusCode ?? query.error.error.code) : null;
    // Trying again cannot change who the caller is, so neither of these offers a retry.
    if (status === 403) {
      return (
        <EmptyState
          color="signal"
          icon={<IconLock size={28} stroke={1.6} aria-hidden />}
          title="You may not see this profile"
          titleOrder={2}
          description="This user is outside the federations you look after. Ask an administrator if you need to see it."
          action={backHome}
        />
      );
    }
    if (status === 404) {
      return (
        <EmptyState
          icon={<IconUserQuestion size={28} stroke={1.6} aria-hidden />}
          title="This profile does not exist"
          titleOrder={2}
          description="The account may have been deleted, or the address is wrong."
          action={backHome}
        />
      );
    }
    return (
      <ErrorState
        title="The profile could not be loaded"
        titleOrder={2}
        message="Check your connection and try again."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <LoadingState label="Loading the profile" />;
  return <>{children()}</>;
}
