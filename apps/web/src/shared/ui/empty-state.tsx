// A calm "nothing here" block: icon, title, optional description and action.
import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  /** Heading level of the title; none renders it as emphasised text inside a section. */
  titleOrder?: 1 | 2 | 3 | 4;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  color?: string;
}

export function EmptyState({
  title,
  titleOrder,
  description,
  icon,
  action,
  color = 'navy',
}: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      px="md"
      size="lg"
      variant={icon ? 'light' : undefined}
      color={color}
      icon={icon}
    >
      <MantineEmptyState.Title order={titleOrder}>{title}</MantineEmptyState.Title>
      {description ? <MantineEmptyState.Description>{description}</MantineEmptyState.Description> : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
