// The states of a screen that checks a link on load: a loader, then success or failure with next steps.
import { Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { keepHyphenatedWords } from '../../../shared/ui/screen-heading';

export interface LinkStatusProps {
  state: 'pending' | 'success' | 'error';
  title: string;
  message: ReactNode;
  actions?: ReactNode;
}

export function LinkStatus({ state, title, message, actions }: LinkStatusProps) {
  if (state === 'pending') {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader aria-label="Loading" />
          <Text c="dimmed">{title}</Text>
        </Stack>
      </Center>
    );
  }
  const success = state === 'success';
  return (
    <Stack gap="lg" align="flex-start">
      <ThemeIcon size={56} radius="xl" color={success ? 'teal' : 'red'} variant="light">
        {success ? <IconCircleCheck size={32} aria-hidden /> : <IconAlertTriangle size={32} aria-hidden />}
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={1}>{keepHyphenatedWords(title)}</Title>
        <Text c="dimmed" role={success ? undefined : 'alert'}>
          {message}
        </Text>
      </Stack>
      {actions}
    </Stack>
  );
}
