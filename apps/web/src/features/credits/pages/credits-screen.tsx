// /credits (behind the `credits_page` startup flag, §9): who the portal is for and made with, the version
// running, and the open-source packages of the web app with their licences (docs/decisions/029-credits-and-maintenance.md).
import { Stack, Text, Title } from '@mantine/core';
import { OpenSourceCredits } from '../components/open-source-credits';
import { PortalVersion } from '../components/portal-version';

export default function CreditsScreen() {
  return (
    <Stack component="article" gap="lg">
      <Stack gap={6}>
        <Title order={1}>Credits</Title>
        <PortalVersion />
      </Stack>
      <Text size="lg" lh={1.6}>
        The Federation portal is where athletes, national federations, technical officials and the
        federation's staff sign up, keep their profiles, register for events, apply with marathon teams and
        pay their fees.
      </Text>
      <OpenSourceCredits filterable />
    </Stack>
  );
}
