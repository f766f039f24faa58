// `GET client/new_payments/orders/bank_details/?order=`: World Skate's account to transfer to, with the
// order's reference and outstanding amount; `&format=pdf` answers the same as a PDF, fetched here with the
// access token (as the credential card is) and handed back as a Blob to save.
import { getBankDetails } from '@portal/contract/endpoints/order-payments';
import { queryOptions } from '@tanstack/react-query';
import { fetchFile } from '../../../../shared/api/fetch-file';
import { apiRequest, buildQueryString } from '../../../../shared/api/http-client';
import { tokenManager } from '../../../../shared/auth/token-manager';
import type { ExportedFile } from '../../../../shared/export/stream-export';
import { PAYMENTS_KEY } from '../../../../shared/payments/payments-key';

const PDF_TYPE = 'application/pdf';

export const getBankDetailsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'bank-details', orderId] as const,
    queryFn: ({ signal }) => apiRequest(getBankDetails, { query: { order: orderId }, signal }),
  });

/** The server names the file `bank-details-<reference>.pdf`; the same name when its header is unreadable. */
function fileNameOf(disposition: string | null, reference: string): string {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? `bank-details-${reference}.pdf`;
}

export async function fetchBankDetailsPdf({
  orderId,
  reference,
  signal,
  getToken = tokenManager.getAccessToken,
}: {
  readonly orderId: number;
  readonly reference: string;
  readonly signal?: AbortSignal;
  readonly getToken?: () => Promise<string | null>;
}): Promise<ExportedFile> {
  const { blob, disposition } = await fetchFile({
    url: `${getBankDetails.path}?${buildQueryString({ order: orderId, format: 'pdf' })}`,
    type: PDF_TYPE,
    signal,
    getToken,
  });
  return { blob, fileName: fileNameOf(disposition, reference) };
}
