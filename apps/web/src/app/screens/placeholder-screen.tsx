// The default screen of every route until a later issue registers the real one (app/screens.ts): the
// screen's title from the route table and a plain "Not available yet". No invented data.
import { Paper, Stack, Title } from '@mantine/core';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';
import { useScreenMatch } from '../screen-match';

export default function PlaceholderScreen() {
  const screen = useScreenMatch();
  return (
    <Stack gap="lg">
      <Title order={1}>{screen?.route.title}</Title>
      <Paper withBorder shadow="xs">
        <ScreenPlaceholder />
      </Paper>
    </Stack>
  );
}
