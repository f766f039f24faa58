// /maintenance: where the http client sends the browser on 418 or 503 (spec §8). "Try again" returns to
// the page the user came from, or home when the portal was opened here.
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';

export default function MaintenanceScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a session has the key 'default': there is nothing in the portal to go back to.
  const cameFromPortal = location.key !== 'default';

  const retry = () => {
    if (cameFromPortal) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="signal">
        <IconTool size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Text size="xs" fw={800} tt="uppercase" c="signal.8" style={{ letterSpacing: '0.12em' }}>
        Maintenance
      </Text>
      <Title order={1}>The portal is undergoing maintenance</Title>
      <Text c="dimmed" maw={420}>
        We are working on the portal right now and it is briefly unavailable. Please try again in a few
        minutes.
      </Text>
      <Button onClick={retry} leftSection={<IconRefresh size={18} aria-hidden />} mt="sm">
        Try again
      </Button>
    </Stack>
  );
}
