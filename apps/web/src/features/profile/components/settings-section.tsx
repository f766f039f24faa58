// One block of the settings screen: a heading, a line on what it does, and its controls.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly description: ReactNode;
  readonly children: ReactNode;
  /** `danger` frames the irreversible actions. */
  readonly tone?: 'default' | 'danger';
}

export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  const headingId = `settings-${id}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
