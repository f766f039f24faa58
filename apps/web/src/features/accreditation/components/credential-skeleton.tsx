// The card's shape while it loads, so the page does not jump when it arrives.
import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export function CredentialSkeleton() {
  return (
    <Paper withBorder p={0} style={{ overflow: 'hidden' }} role="status" aria-live="polite">
      <VisuallyHidden>Loading the credential</VisuallyHidden>
      <Skeleton height={72} radius={0} />
      <Stack gap="lg" p="lg">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={112} width={112} radius="md" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={24} width="80%" />
            <Skeleton height={16} width="60%" />
            <Skeleton height={16} width="40%" />
          </Stack>
        </Group>
        <Group grow>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Group>
      </Stack>
    </Paper>
  );
}
