// `POST client/new_payments/order-payments/presign_url/`: where a bank transfer's proof is uploaded (the
// shared upload flow posts the file there and hands back its stored name, the payment's `proof`).
import { presignOrderPaymentProof } from '@portal/contract/endpoints/order-payments';
import type { PresignEndpoint } from '../../../../shared/uploads/upload-file';

export const proofPresignEndpoint: PresignEndpoint = presignOrderPaymentProof;
