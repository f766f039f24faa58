// The title of a screen with its one-line introduction underneath.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScreenHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}
