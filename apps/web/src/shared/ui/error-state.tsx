// A failure the user can act on: what went wrong and, when it helps, a way to try again. An alert, so a
// screen reader announces a load that failed after the page was read; marked `data-error-state`, so the
// end-to-end sweep of failing loads can tell it from the other alerts of a screen.
import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

export interface ErrorStateProps {
  title: ReactNode;
  titleOrder?: 1 | 2 | 3 | 4;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** Further actions beside the retry button (a link home, for example). */
  actions?: ReactNode;
}

export function ErrorState({
  title,
  titleOrder,
  message,
  onRetry,
  retryLabel = 'Try again',
  actions,
}: ErrorStateProps) {
  const retry = onRetry ? (
    <Button color="signal" onClick={onRetry}>
      {retryLabel}
    </Button>
  ) : null;
  return (
    <div role="alert" data-error-state="">
      <EmptyState
        color="signal"
        icon={<IconAlertTriangle size={28} stroke={1.6} aria-hidden />}
        title={title}
        titleOrder={titleOrder}
        description={message}
        action={
          retry || actions ? (
            <>
              {retry}
              {actions}
            </>
          ) : undefined
        }
      />
    </div>
  );
}
