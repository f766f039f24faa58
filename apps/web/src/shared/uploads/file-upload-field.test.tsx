// The upload field: uploads on choice, shows the file, a picture's preview and the current document, and
// the browser's or the server's refusal.
import { MantineProvider } from '@mantine/core';
import { presignUserUpload } from '@portal/contract/endpoints/uploads';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../testing/dom-stubs';
import { json } from '../testing/mock-api';
import { FileUploadField, type FileUploadFieldProps } from './file-upload-field';

const NEW_NAME = `${'b'.repeat(32)}.png`;
const TARGET = `http://localhost/api/uploads/${NEW_NAME}/`;

function mockUpload(upload: () => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/presign_url/')) {
      return json({ url: TARGET, fields: { key: NEW_NAME, signature: 's' }, new_file_name: NEW_NAME });
    }
    if (url === TARGET) return upload();
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderField(props: Partial<FileUploadFieldProps> = {}) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider>
      <FileUploadField
        label="Passport scan"
        presignEndpoint={presignUserUpload}
        onChange={onChange}
        {...props}
      />
    </MantineProvider>,
  );
  return { ...view, onChange };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText(/Passport scan/), { target: { files: [file] } });

beforeEach(() => {
  // Mantine reads the colour scheme query; jsdom has no matchMedia.
  window.matchMedia ??= fakeMatchMedia();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileUploadField', () => {
  it('says what it accepts', () => {
    mockUpload();
    renderField();
    expect(screen.getByText('JPEG, PNG, WebP or PDF, up to 10 MB')).toBeTruthy();
    expect(screen.getByLabelText(/Passport scan/).getAttribute('accept')).toContain('application/pdf');
  });

  it('uploads at once, shows the file and a picture preview, and hands over new_file_name', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = mockUpload(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { onChange, unmount } = renderField();
    choose(new File(['png'], 'photo-page.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploading photo-page.png…')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    finish(new Response(null, { status: 204 }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NEW_NAME));
    expect(screen.getByText('photo-page.png')).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Preview of photo-page.png' })).getAttribute('src')).toBe(
      'blob:preview',
    );
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('shows no preview for a PDF', async () => {
    mockUpload();
    const { onChange } = renderField();
    choose(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NEW_NAME));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a wrong type or a file over 10 MB before uploading', async () => {
    const fetchMock = mockUpload();
    const { onChange } = renderField();
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or PDF file')).toBeTruthy();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('The file is larger than 10 MB')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes pictures only when asked', async () => {
    mockUpload();
    renderField({ imagesOnly: true });
    expect(screen.getByText('JPEG, PNG or WebP, up to 10 MB')).toBeTruthy();
    choose(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP picture')).toBeTruthy();
  });

  it.each([
    [413, 'The file is too large for this upload'],
    [400, 'The file content does not match its type'],
  ])('shows the server message of a %i', async (status, message) => {
    mockUpload(() => json({ status: 'ERR', error: { code: status, message }, invalid_fields: null }, status));
    const { onChange } = renderField();
    choose(new File(['x'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/Passport scan/).getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its button after the field, and marks it with the message for keyboard users', () => {
    mockUpload();
    renderField({ error: 'Upload the document' });
    const button = screen.getByRole('button', { name: /^Passport scan:\s*Choose a file$/ });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    const described = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Upload the document');
  });

  it('links the current document until another is uploaded, and shows the form message', async () => {
    mockUpload();
    const { onChange } = renderField({
      current: {
        file_name: `${'c'.repeat(32)}.pdf`,
        content_type: 'application/pdf',
        url: 'http://localhost/api/files/x/',
      },
      error: 'Upload the document',
    });
    const link = screen.getByRole('link', { name: 'View current document' });
    expect(link.getAttribute('href')).toBe('http://localhost/api/files/x/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Upload the document')).toBeTruthy();
    choose(new File(['x'], 'new.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NEW_NAME));
    expect(screen.queryByRole('link', { name: 'View current document' })).toBeNull();
  });
});
