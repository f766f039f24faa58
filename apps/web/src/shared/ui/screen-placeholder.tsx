// Body of a screen whose real content arrives with a later issue. It says so and shows no invented data.
import { IconBarrierBlock } from '@tabler/icons-react';
import { EmptyState } from './empty-state';

export const PLACEHOLDER_MESSAGE = 'Not available yet';

export function ScreenPlaceholder() {
  return (
    <EmptyState
      icon={<IconBarrierBlock size={28} stroke={1.6} aria-hidden />}
      title={PLACEHOLDER_MESSAGE}
      titleOrder={2}
      description="This part of the portal is still being built."
    />
  );
}
