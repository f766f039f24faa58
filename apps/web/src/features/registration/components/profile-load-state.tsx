// What a profile screen shows until the signed-in user and its other data have arrived (StepLoadState),
// and the failure when there is no user to show: a failed start-up load leaves ['me'] empty rather than
// failed, so the screen offers to load it again instead of staying blank.
import type { User } from '@portal/contract/user';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/ui/error-state';
import { StepLoadState, type StepLoadStateProps } from './step-load-state';

export interface ProfileLoadStateProps {
  readonly me: UseQueryResult<User | null>;
  /** The other data the screen needs besides the user. */
  readonly queries?: StepLoadStateProps['queries'];
  /** What could not be loaded, e.g. 'Your passport details'. */
  readonly subject: string;
  readonly children: (user: User) => ReactNode;
}

export function ProfileLoadState({ me, queries = [], subject, children }: ProfileLoadStateProps) {
  // Checked first: the queries that wait for the user's id would otherwise keep the loader up.
  if (me.isSuccess && !me.data) {
    return (
      <ErrorState
        title={`${subject} could not be loaded`}
        titleOrder={2}
        message="Check your connection and try again."
        onRetry={() => void me.refetch()}
      />
    );
  }
  return (
    <StepLoadState queries={[me, ...queries]} subject={subject}>
      {() => (me.data ? children(me.data) : null)}
    </StepLoadState>
  );
}
