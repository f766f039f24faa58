// /ito/sport-selection (spec §2, technical officials): the sports and disciplines the official works in,
// saved as they are added; "Save and continue" needs at least one.
import { Stack } from '@mantine/core';
import { getScreenRoute } from '@portal/contract/routes';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { SportSelectionPanel } from '../components/sport-selection-panel';

export default function ItoSportSelectionScreen() {
  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('sport-select-ito').title}>
        Choose the sports and disciplines you officiate in; each one is saved as you add it.
      </ScreenHeading>
      <SportSelectionPanel athlete={false} />
    </Stack>
  );
}
