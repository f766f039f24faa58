// Tells the surface behind a dialog (WSK's order drawer) whether one of its decision dialogs is open.
import { useEffect } from 'react';

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
