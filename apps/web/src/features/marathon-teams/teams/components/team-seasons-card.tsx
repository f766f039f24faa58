// The seasons a team is active in (its annual fee paid or waived), newest first.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format/date';
import { ErrorState } from '../../../../shared/ui/error-state';
import { LoadingBlock } from '../../../../shared/ui/loading-block';
import { listActivePaidSeasonsQueryOptions } from '../api/list-active-paid-seasons';

export function TeamSeasonsCard({ teamId }: { readonly teamId: number }) {
  const seasons = useQuery(listActivePaidSeasonsQueryOptions(teamId));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-seasons">
      <Stack gap="sm">
        <Title order={2} size="h4" id="team-seasons">
          Seasons
        </Title>
        {seasons.isPending ? (
          <LoadingBlock height={40} label="Loading the seasons" />
        ) : seasons.isError ? (
          <ErrorState title="The seasons could not be loaded" onRetry={() => void seasons.refetch()} />
        ) : seasons.data.length === 0 ? (
          <Text c="dimmed">No paid season yet</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Active seasons"
          >
            {seasons.data.map((season) => (
              <Group key={season.id} component="li" gap="sm" justify="space-between" wrap="wrap">
                <Badge color="green" variant="light" size="lg">
                  Active in {season.name}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDate(season.starts_on)} – {formatDate(season.ends_on)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
