// A block of the signed-in user's profile screens: a white card with a heading, an optional badge or
// link beside it and a line of introduction. Forms inside keep a comfortable reading width.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** The width of the profile's forms: the profile layout is wider than the sign-up column. */
export const PROFILE_CONTENT_WIDTH = 720;

export interface ProfileSectionProps {
  readonly title: string;
  /** Beside the title: a status badge or an edit link. */
  readonly aside?: ReactNode;
  readonly description?: ReactNode;
  readonly children: ReactNode;
}

export function ProfileSection({ title, aside, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {aside}
          </Group>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** The column of a profile screen: its heading and sections, at the profile's content width. */
export function ProfileColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={PROFILE_CONTENT_WIDTH} w="100%">
      {children}
    </Stack>
  );
}
