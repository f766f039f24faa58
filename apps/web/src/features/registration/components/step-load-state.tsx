// What a step screen shows until the data its form is filled from has arrived: a loader, or the failure
// with a way to try again (§8). The form renders only once everything is there, so it starts filled in.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';

export interface StepLoadStateProps {
  readonly queries: readonly Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>[];
  /** What could not be loaded, e.g. 'Your passport details'. */
  readonly subject: string;
  readonly children: () => ReactNode;
}

export function StepLoadState({ queries, subject, children }: StepLoadStateProps) {
  const failed = queries.filter((query) => query.isError);
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
