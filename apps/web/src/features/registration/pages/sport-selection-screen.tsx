// /sport-selection (spec §2, athletes): the sports the athlete competes in, each with discipline, stance,
// device and a palmares. Sports are saved as they are added; "Save and continue" needs at least one.
import { Stack } from '@mantine/core';
import { getScreenRoute } from '@portal/contract/routes';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { SportSelectionPanel } from '../components/sport-selection-panel';

export default function SportSelectionScreen() {
  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('sport-select').title}>
        Choose the sports you compete in; each one is saved as you add it.
      </ScreenHeading>
      <SportSelectionPanel athlete />
    </Stack>
  );
}
