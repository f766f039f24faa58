// A finished step (a password saved, a message sent): a check mark, what happened, and the way on.
import { Button, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { ScreenHeading } from './screen-heading';

export interface SuccessStateProps {
  title: ReactNode;
  children: ReactNode;
  /** The button that goes on, e.g. to sign-in. */
  next: { label: string; to: string };
}

export function SuccessState({ title, children, next }: SuccessStateProps) {
  return (
    <Stack gap="lg" align="flex-start">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      <ScreenHeading title={title}>{children}</ScreenHeading>
      <Button component={AppLink} to={next.to} size="md" fullWidth>
        {next.label}
      </Button>
    </Stack>
  );
}
