// /maintenance: where the http client sends the browser on 418 or 503 (spec §8). The page checks the
// portal's health every 15 seconds and on "Try again", and as soon as the portal answers it returns to the
// page the user came from (home when the portal was opened here). While it stays away, a polite live
// region says when it was last checked (docs/decisions/029-credits-and-maintenance.md).
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { getHealth } from '@portal/contract/endpoints/system';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../shared/api/http-client';

export const HEALTH_CHECK_INTERVAL_MS = 15_000;

type CheckState = { kind: 'waiting' } | { kind: 'checking' } | { kind: 'unavailable'; at: Date };

const clockTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);

/** Checks the health now and every interval; `onBack` runs once, when the portal answers. */
function usePortalReturn(onBack: () => void) {
  const [state, setState] = useState<CheckState>({ kind: 'waiting' });
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const check = useCallback(async () => {
    const signal = controller.current?.signal;
    if (running.current || !signal || signal.aborted) return;
    running.current = true;
    setState({ kind: 'checking' });
    try {
      await apiRequest(getHealth, { signal });
      if (!signal.aborted) onBack();
    } catch {
      if (!signal.aborted) setState({ kind: 'unavailable', at: new Date() });
    } finally {
      running.current = false;
    }
  }, [onBack]);

  useEffect(() => {
    // Left before a check answered: its answer must not navigate from wherever the user went.
    controller.current = new AbortController();
    const timer = setInterval(() => void check(), HEALTH_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.current?.abort();
    };
  }, [check]);

  return { state, check };
}

export default function MaintenanceScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a session has the key 'default': there is nothing in the portal to go back to.
  const cameFromPortal = location.key !== 'default';

  const goBack = useCallback(() => {
    if (cameFromPortal) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [cameFromPortal, navigate]);
  const { state, check } = usePortalReturn(goBack);

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
        We are working on the portal right now and it is briefly unavailable. This page checks every 15
        seconds and takes you back as soon as the portal answers.
      </Text>
      <Button
        onClick={() => void check()}
        loading={state.kind === 'checking'}
        leftSection={<IconRefresh size={18} aria-hidden />}
        mt="sm"
      >
        Try again
      </Button>
      <Text size="sm" c="dimmed" role="status" mih="1.5em">
        {state.kind === 'unavailable'
          ? `Still unavailable at ${clockTime(state.at)}. We will check again shortly.`
          : ''}
      </Text>
    </Stack>
  );
}
