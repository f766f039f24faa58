// The deployment's version from `GET /api/config/`; nothing while it loads or when it cannot be read.
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getConfigQueryOptions } from '../../../shared/config/get-config';

export function PortalVersion() {
  const { data } = useQuery(getConfigQueryOptions());
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed">
      Version {data.version}
    </Text>
  );
}
