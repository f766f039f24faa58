// `POST client/events/{id}/presign_url/`: where the event's files (cover, photos, reports) are uploaded, as
// the upload field and `uploadFile` take it.
import { presignEventUpload } from '@portal/contract/endpoints/event-parts';
import type { PresignEndpoint } from '../../../shared/uploads/upload-file';

export const eventUploadTarget = (id: number): PresignEndpoint => ({
  endpoint: presignEventUpload,
  params: { id },
});
