// What a profile preview shows until every read has answered: a loader; "You may not see this profile"
// when any read answers 403 (outside the caller's scope, §6); not found on 404; otherwise the failure with
// a way to try again (§8).
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

export const PREVIEW_FORBIDDEN_TITLE = 'You may not see this profile';
export const PREVIEW_NOT_FOUND_TITLE = 'This profile does not exist';

type PreviewQuery = Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;

const statusOf = (error: unknown): number | null =>
  error instanceof ApiError ? (error.statusCode ?? error.error.code) : null;

const backHome = (
  <Button component={AppLink} to={screenPath('profile-account-details')} variant="default">
    Back to my profile
  </Button>
);

export interface RecordViewLoadStateProps {
  readonly queries: readonly PreviewQuery[];
  /** What could not be loaded, e.g. 'The passport details'. */
  readonly subject: string;
  readonly children: () => ReactNode;
}

export function RecordViewLoadState({ queries, subject, children }: RecordViewLoadStateProps) {
  const failed = queries.filter((query) => query.isError);
  const statuses = failed.map((query) => statusOf(query.error));
  // Trying again cannot change who the caller is, so neither state offers a retry.
  if (statuses.includes(403)) {
    return (
      <EmptyState
        color="signal"
        icon={<IconLock size={28} stroke={1.6} aria-hidden />}
        title={PREVIEW_FORBIDDEN_TITLE}
        titleOrder={2}
        description="This user is outside the federations you look after. Ask an administrator if you need to see it."
        action={backHome}
      />
    );
  }
  if (statuses.includes(404)) {
    return (
      <EmptyState
        icon={<IconUserQuestion size={28} stroke={1.6} aria-hidden />}
        title={PREVIEW_NOT_FOUND_TITLE}
        titleOrder={2}
        description="The account may have been deleted, or the address is wrong."
        action={backHome}
      />
    );
  }
  if (failed.length > 0) {
    return (
      <ErrorState
        title={`${subject} could not be loaded`}
        titleOrder={2}
        message="Check your connection and try again."
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending))
    return <LoadingState label={`Loading ${subject.toLowerCase()}`} />;
  return <>{children()}</>;
}
