// World Skate's account for a bank transfer (decision 018, `orders/bank_details/`): each detail with a copy
// button, the reference the payer must quote and the amount, and the same as a PDF to hand to a bank.
import { ActionIcon, Button, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, isAbortError } from '../../../shared/api/api-error';
import { saveFile } from '../../../shared/export/stream-export';
import { formatCurrency } from '../../../shared/format/currency';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { fetchBankDetailsPdf, getBankDetailsQueryOptions } from './api/get-bank-details';

function Detail({ label, value, copy }: { label: string; value: string; copy?: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text component="dt" size="xs" c="dimmed">
          {label}
        </Text>
        <Text
          component="dd"
          size="sm"
          fw={500}
          m={0}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {value}
        </Text>
      </Stack>
      <CopyButton value={copy ?? value}>
        {({ copied, copy: copyValue }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copyValue}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function DownloadPdf({ orderId, reference }: { orderId: number; reference: string }) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setRunning(true);
    setFailure(null);
    try {
      saveFile(await fetchBankDetailsPdf({ orderId, reference }));
    } catch (error) {
      if (isAbortError(error)) return;
      setFailure(
        error instanceof ApiError && error.statusCode !== undefined && error.error.message
          ? error.error.message
          : 'The PDF could not be downloaded. Check your connection and try again.',
      );
    } finally {
      setRunning(false);
    }
  };
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={running}
        onClick={() => void download()}
      >
        Download as PDF
      </Button>
      <FormAlert message={failure} />
    </Stack>
  );
}

export interface BankTransferDetailsProps {
  readonly orderId: number;
  /** The amount being paid, when it is a valid amount; the order's outstanding amount otherwise. */
  readonly amount: string | null;
  readonly currency: string;
}

export function BankTransferDetails({ orderId, amount, currency }: BankTransferDetailsProps) {
  const details = useQuery(getBankDetailsQueryOptions(orderId));
  if (details.isPending) return <LoadingState label="Loading the bank details" />;
  if (details.isError) {
    return (
      <Stack gap="xs">
        <FormAlert message="The bank details could not be loaded." />
        <Button variant="light" onClick={() => void details.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const { holder, bank, iban, bic, address, reference, outstanding } = details.data;
  const shownAmount = amount ?? outstanding;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Bank details">
      <Stack gap="sm">
        <Text size="sm">
          Transfer the amount to World Skate’s account and quote the reference, so the payment is matched to
          this order.
        </Text>
        <Stack component="dl" gap="xs" m={0}>
          <Detail label="Account holder" value={holder} />
          <Detail label="Bank" value={bank} />
          <Detail label="IBAN" value={iban} copy={iban.replace(/\s+/g, '')} />
          <Detail label="BIC" value={bic} />
          <Detail label="Bank address" value={address} />
          {reference ? <Detail label="Reference" value={reference} /> : null}
          {shownAmount ? (
            <Detail label="Amount" value={formatCurrency(shownAmount, currency)} copy={shownAmount} />
          ) : null}
        </Stack>
        {reference ? <DownloadPdf orderId={orderId} reference={reference} /> : null}
      </Stack>
    </Paper>
  );
}
