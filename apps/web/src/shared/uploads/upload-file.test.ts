// The upload of a document: browser checks, presign, the multipart post without a token, and readable failures.
import { presignEventUpload } from '@portal/contract/endpoints/event-parts';
import { presignLegalGuardianUpload } from '@portal/contract/endpoints/legal-guardians';
import { MAX_UPLOAD_BYTES, presignUserUpload } from '@portal/contract/endpoints/uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/mock-api';
import { checkUploadFile, UploadError, uploadFile, uploadMessages } from './upload-file';

const NEW_NAME = `${'a'.repeat(32)}.pdf`;
const TARGET = `http://uploads.test/api/uploads/${NEW_NAME}/`;
const FIELDS = {
  key: NEW_NAME,
  expires: '1900000000',
  max_size: '10485760',
  content_type: 'application/pdf',
  signature: 'sig',
};

const fileOf = (name: string, type: string, size = 4) => {
  const file = new File(['x'.repeat(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function mockUpload(
  upload: () => Response = () => new Response(null, { status: 204 }),
  presign?: () => Response,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/presign_url/')) {
      return presign ? presign() : json({ url: TARGET, fields: FIELDS, new_file_name: NEW_NAME });
    }
    if (url === TARGET) return upload();
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkUploadFile', () => {
  it('accepts the four types and refuses others', () => {
    expect(checkUploadFile(fileOf('scan.PDF', 'application/pdf'))).toBeNull();
    expect(checkUploadFile(fileOf('me.jpeg', 'image/jpeg'))).toBeNull();
    expect(checkUploadFile(fileOf('me.webp', ''))).toBeNull();
    expect(checkUploadFile(fileOf('notes.docx', 'application/msword'))).toBe(uploadMessages.wrongType);
    expect(checkUploadFile(fileOf('renamed.png', 'application/pdf'))).toBe(uploadMessages.wrongType);
  });

  it('takes pictures only when asked', () => {
    expect(checkUploadFile(fileOf('scan.pdf', 'application/pdf'), { imagesOnly: true })).toBe(
      uploadMessages.wrongImageType,
    );
    expect(checkUploadFile(fileOf('me.png', 'image/png'), { imagesOnly: true })).toBeNull();
  });

  it('refuses files over 10 MB and empty ones', () => {
    expect(checkUploadFile(fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe(
      'The file is larger than 10 MB',
    );
    expect(checkUploadFile(fileOf('max.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkUploadFile(fileOf('empty.pdf', 'application/pdf', 0))).toBe(uploadMessages.empty);
  });
});

describe('uploadFile', () => {
  it('presigns, posts the fields then the file without a token, and returns new_file_name', async () => {
    const fetchMock = mockUpload();
    const file = fileOf('passport.pdf', 'application/pdf');
    await expect(uploadFile(presignUserUpload, file)).resolves.toBe(NEW_NAME);

    const [presignUrl, presignInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(presignUrl).toBe('/api/client/users/users/presign_url/');
    expect(presignInit.method).toBe('POST');
    expect(JSON.parse(String(presignInit.body))).toEqual({ file_name: 'passport.pdf' });

    const [uploadUrl, uploadInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(uploadUrl).toBe(TARGET);
    expect(uploadInit.method).toBe('POST');
    expect(uploadInit.headers).toBeUndefined();
    const form = uploadInit.body as FormData;
    expect([...form.keys()]).toEqual([...Object.keys(FIELDS), 'file']);
    expect(form.get('signature')).toBe('sig');
    expect((form.get('file') as File).name).toBe('passport.pdf');
  });

  it('uses the presign endpoint it is given', async () => {
    const fetchMock = mockUpload();
    await uploadFile(presignLegalGuardianUpload, fileOf('consent.pdf', 'application/pdf'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/client/users/legal-guardians/presign_url/');
  });

  it('fills the path parameters of a presign endpoint that has them (an event’s files)', async () => {
    const fetchMock = mockUpload();
    await expect(
      uploadFile({ endpoint: presignEventUpload, params: { id: 12 } }, fileOf('cover.png', 'image/png')),
    ).resolves.toBe(NEW_NAME);
    const [presignUrl, presignInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(presignUrl).toBe('/api/client/events/12/presign_url/');
    expect(JSON.parse(String(presignInit.body))).toEqual({ file_name: 'cover.png' });
  });

  it('refuses a wrong type or a too big file without calling the API', async () => {
    const fetchMock = mockUpload();
    await expect(uploadFile(presignUserUpload, fileOf('a.gif', 'image/gif'))).rejects.toThrow(
      uploadMessages.wrongType,
    );
    await expect(
      uploadFile(presignUserUpload, fileOf('a.pdf', 'application/pdf'), { imagesOnly: true }),
    ).rejects.toThrow(uploadMessages.wrongImageType);
    await expect(
      uploadFile(presignUserUpload, fileOf('big.png', 'image/png', MAX_UPLOAD_BYTES + 1)),
    ).rejects.toThrow('The file is larger than 10 MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [413, 'The file is larger than the upload allows'],
    [400, 'The file is not a PDF document'],
    [403, 'The upload link has expired'],
  ])('shows the server message of a %i', async (status, message) => {
    mockUpload(() => json({ status: 'ERR', error: { code: status, message }, invalid_fields: null }, status));
    const failure = uploadFile(presignUserUpload, fileOf('scan.pdf', 'application/pdf'));
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toThrow(message);
  });

  it('puts a readable message on a refusal without an error body', async () => {
    mockUpload(() => new Response('<html>Request Entity Too Large</html>', { status: 413 }));
    await expect(uploadFile(presignUserUpload, fileOf('scan.pdf', 'application/pdf'))).rejects.toThrow(
      'The file is larger than 10 MB',
    );
  });

  it('shows the presign call’s field message', async () => {
    mockUpload(undefined, () =>
      json(
        {
          status: 'ERR',
          error: { code: 400, message: 'Invalid fields' },
          invalid_fields: { file_name: ['This file type is not accepted'] },
        },
        400,
      ),
    );
    await expect(uploadFile(presignUserUpload, fileOf('scan.pdf', 'application/pdf'))).rejects.toThrow(
      'This file type is not accepted',
    );
  });

  it('says the upload failed when the network does', async () => {
    mockUpload(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(uploadFile(presignUserUpload, fileOf('scan.pdf', 'application/pdf'))).rejects.toThrow(
      uploadMessages.failed,
    );
  });
});
