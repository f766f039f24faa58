// The small dialog a decision opens in (a payment, a refund, a team application): one title, full screen on a
// phone, the close button named, and (while a call is on its way, where the form asks it) not closed under
// it.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below this width a decision dialog fills the screen. */
export const DIALOG_PHONE_QUERY = '(max-width: 47.99em)';

export interface DecisionDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** While true, closing (Escape, the close button, a click outside) waits for the call to end. */
  readonly busy?: boolean;
  /** Below which width the dialog fills the screen; a phone's unless given. */
  readonly fullScreenQuery?: string;
  readonly children: ReactNode;
}

export function DecisionDialog({
  title,
  onClose,
  busy = false,
  fullScreenQuery = DIALOG_PHONE_QUERY,
  children,
}: DecisionDialogProps) {
  const phone = useMediaQuery(fullScreenQuery, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={title}
      size="md"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}
