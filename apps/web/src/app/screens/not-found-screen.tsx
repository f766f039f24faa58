// The not-found page of spec §2: status 404 and 'This page could not be found', with a way home.
import { Button, Stack, Text, Title } from '@mantine/core';
import { NOT_FOUND_MESSAGE } from '@portal/contract/routes';
import { IconHome } from '@tabler/icons-react';
import { AppLink } from '../../shared/ui/app-link';
import { CenteredPage } from '../layouts/centered-page';
import { useDocumentTitle } from '../use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <CenteredPage>
      <Stack align="center" ta="center" gap="md">
        <Text fw={900} c="signal.6" lh={1} style={{ fontSize: 72, letterSpacing: '-0.04em' }} aria-hidden>
          404
        </Text>
        <Title order={1}>{NOT_FOUND_MESSAGE}</Title>
        <Text c="dimmed" maw={420}>
          The address may be mistyped, or the page may no longer exist.
        </Text>
        <Button component={AppLink} to="/" leftSection={<IconHome size={18} aria-hidden />} mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </CenteredPage>
  );
}
