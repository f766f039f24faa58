// /credits-mobile: the credits as the federation's mobile apps open them in their web view — the same
// list without the filter, sized for a phone, every link opening outside the app (docs/decisions/029-credits-and-maintenance.md).
import { Stack, Title } from '@mantine/core';
import { OpenSourceCredits } from '../components/open-source-credits';

export default function CreditsMobileScreen() {
  return (
    <Stack component="article" gap="md">
      <Title order={1}>Credits</Title>
      <OpenSourceCredits />
    </Stack>
  );
}
