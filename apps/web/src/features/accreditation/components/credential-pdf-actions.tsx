// Download PDF and Print of the card the server generates (with its QR code). Print opens the PDF in a tab
// of its own, where the browser's PDF viewer prints the real card rather than this page. Both use one
// fetched file for a few minutes.
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, isAbortError } from '../../../shared/api/api-error';
import { getCredentialPdfQueryOptions } from '../api/get-credential-pdf';
import { openBlankTab, saveFile, showFileInTab } from '../lib/credential-file';

type PdfAction = 'download' | 'print';

export function CredentialPdfActions({ participantId }: { readonly participantId: number }) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<PdfAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: PdfAction) => {
    // Opened now, while the click counts as the user's: a tab opened after the download is a blocked pop-up.
    const tab = action === 'print' ? openBlankTab() : null;
    setRunning(action);
    setFailure(null);
    try {
      const file = await queryClient.fetchQuery(getCredentialPdfQueryOptions(participantId));
      if (action === 'download') saveFile(file);
      else showFileInTab(tab, file);
    } catch (error) {
      tab?.close();
      if (isAbortError(error)) return;
      setFailure(
        error instanceof ApiError && error.statusCode !== undefined && error.error.message
          ? error.error.message
          : 'Check your connection and try again.',
      );
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={running === 'download'}
          disabled={running === 'print'}
          onClick={() => void run('download')}
        >
          Download PDF
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          loading={running === 'print'}
          disabled={running === 'download'}
          onClick={() => void run('print')}
        >
          Print
        </Button>
      </SimpleGrid>
      {failure ? (
        <Alert color="red" variant="light" role="alert" title="The PDF could not be loaded">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
