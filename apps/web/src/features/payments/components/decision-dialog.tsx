// The small dialog every payment and refund decision opens in: one title, full screen on a phone, the
// close button named, and (while a call is on its way, where the form asks it) not closed under it.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { PHONE_QUERY } from './order-lines-table';

export interface DecisionDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** While true, closing (Escape, the close button, a click outside) waits for the call to end. */
  readonly busy?: boolean;
  /** Below which width the dialog fills the screen; the payments lists' phone layout unless given. */
  readonly fullScreenQuery?: string;
  readonly children: ReactNode;
}

export function DecisionDialog({
  title,
  onClose,
  busy = false,
  fullScreenQuery = PHONE_QUERY,
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

/**
 * Tells the surface behind a dialog (WSK's order drawer) whether it is open, so Escape closes the dialog
 * alone; closed again when the dialog's owner goes.
 */
export function useReportDialogOpen(open: boolean, onChange: (open: boolean) => void): void {
  useEffect(() => {
    onChange(open);
    return () => onChange(false);
  }, [open, onChange]);
}
