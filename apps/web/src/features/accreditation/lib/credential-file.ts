// The credential's PDF as a file in the browser: its name, saving it through a temporary object URL, and
// opening it in a tab of its own to print.

export interface CredentialFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The server names the file the same way (`Content-Disposition`). */
export function credentialFileName(participantId: number): string {
  return `credential-${participantId}.pdf`;
}

/** Hands a file to the browser's download through a temporary object URL. */
export function saveFile({ blob, fileName }: CredentialFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** How long an opened PDF's object URL lives: the tab has loaded it by then and may be reloaded no more. */
const OPENED_URL_LIFETIME_MS = 60_000;

/**
 * Shows a file in a tab opened during the click (a tab opened after the download finishes would be
 * blocked as a pop-up); the browser's PDF viewer prints it. Without that tab the file is saved instead.
 */
export function showFileInTab(tab: Window | null, file: CredentialFile): void {
  if (!tab || tab.closed) {
    saveFile(file);
    return;
  }
  const url = URL.createObjectURL(file.blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
}

/** A blank tab to show the file in, opened while the click is still being handled. */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  // The tab only ever shows this app's own file; it has no business with the page that opened it.
  if (tab) tab.opener = null;
  return tab;
}
