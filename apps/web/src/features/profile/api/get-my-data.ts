// `GET client/users/users/me/data/`: the signed-in user's personal data as a JSON file. It is downloaded,
// not shown, so it is fetched here with the access token (as the credential PDF and the users export are)
// and kept as a Blob for the browser to save.
import { getMyData, myDataFileName } from '@portal/contract/endpoints/privacy';
import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '../../../shared/api/fetch-file';
import { type ExportedFile, saveFile } from '../../../shared/export/stream-export';

const JSON_TYPE = 'application/json';

export interface FetchMyDataOptions {
  /** The access token; the token manager's (refreshed when needed) unless given. */
  readonly getToken?: () => Promise<string | null>;
}

/** The name the server gave the file (`Content-Disposition`), or the same name made here. */
function fileNameOf(contentDisposition: string | null): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? myDataFileName(new Date());
}

export async function fetchMyData({ getToken }: FetchMyDataOptions = {}): Promise<ExportedFile> {
  const { blob, disposition } = await fetchFile({
    url: getMyData.path,
    method: getMyData.method,
    type: JSON_TYPE,
    ...(getToken && { getToken }),
  });
  return { blob, fileName: fileNameOf(disposition) };
}

/** Fetches the file and hands it to the browser's download. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => saveFile(await fetchMyData()),
  });
}
