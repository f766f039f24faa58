// `GET client/new_payments/orders/bank_details/?order=`: World Skate's account to transfer to, with the
// order's reference and outstanding amount; `&format=pdf` answers the same as a PDF, fetched here with the
// access token (as the credential card is) and handed back as a Blob to save.
import { APP_EVENTS } from '@portal/contract/app-events';
import { getBankDetails } from '@portal/contract/endpoints/order-payments';
import { queryOptions } from '@tanstack/react-query';
import { abortedError, normalizeError } from '../../../../shared/api/api-error';
import { apiRequest, buildQueryString } from '../../../../shared/api/http-client';
import { tokenManager } from '../../../../shared/auth/token-manager';
import { appEvents } from '../../../../shared/events/app-events';
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
  try {
    const token = await getToken();
    const search = buildQueryString({ order: orderId, format: 'pdf' });
    const response = await fetch(`${getBankDetails.path}?${search}`, {
      method: 'GET',
      headers: {
        Accept: `${PDF_TYPE}, application/json`,
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal,
    });
    if (!response.ok) {
      const error = normalizeError({ response, body: await response.text() });
      // As the http client does for every error reply (§8).
      appEvents.emit(APP_EVENTS.API_ERROR, error);
      throw error;
    }
    const bytes = await response.arrayBuffer();
    return {
      blob: new Blob([bytes], { type: PDF_TYPE }),
      fileName: fileNameOf(response.headers.get('content-disposition'), reference),
    };
  } catch (error) {
    throw signal?.aborted ? abortedError(signal.reason) : normalizeError(error);
  }
}
