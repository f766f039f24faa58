// A form field that uploads a document or picture as soon as it is chosen (spec §7 `presign_url/`) and
// hands the form the stored name; it shows the chosen file (with a preview for pictures), the upload's
// progress and refusal, and a link to the document already on record.
import { Anchor, Button, FileButton, Group, Image, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { StoredFile } from '@portal/contract/user';
import { IconCircleCheck, IconExternalLink, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { acceptedTypes, type PresignEndpoint, UploadError, uploadFile } from './upload-file';

export interface FileUploadFieldProps {
  readonly label: string;
  /** Under the label; the accepted types and the size limit unless given. */
  readonly description?: ReactNode;
  readonly presignEndpoint: PresignEndpoint;
  /** Pictures only (JPEG, PNG, WebP). */
  readonly imagesOnly?: boolean;
  /** The document on record, offered as a link until another one is uploaded. */
  readonly current?: StoredFile | null;
  /** The form's message for the field (e.g. 'Upload the document'). */
  readonly error?: string | undefined;
  readonly withAsterisk?: boolean;
  /** Receives the `new_file_name` of each successful upload. */
  readonly onChange: (newFileName: string) => void;
  /** Replaces the picture preview, e.g. by a round avatar; called with null before a picture is chosen. */
  readonly renderPreview?: (previewUrl: string | null) => ReactNode;
}

const isImage = (file: File | null): file is File => file?.type.startsWith('image/') === true;

/** An object URL for `file` while it is shown, revoked when the file changes or the field goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function FileUploadField({
  label,
  description,
  presignEndpoint,
  imagesOnly = false,
  current = null,
  error,
  withAsterisk,
  onChange,
  renderPreview,
}: FileUploadFieldProps) {
  const id = useId();
  const types = acceptedTypes(imagesOnly);
  const [uploading, setUploading] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const controller = useRef<AbortController | null>(null);
  const previewUrl = useObjectUrl(isImage(uploaded) ? uploaded : null);

  // Leaving the screen cancels an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (file: File | null) => {
    // Lets the same file be chosen again after a refusal.
    resetRef.current?.();
    if (!file) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setUploadError(null);
    setUploading(file);
    try {
      const newFileName = await uploadFile(presignEndpoint, file, { imagesOnly, signal: own.signal });
      setUploaded(file);
      onChange(newFileName);
    } catch (failure) {
      if (failure instanceof UploadError && failure.aborted) return;
      setUploadError(failure instanceof UploadError ? failure.message : 'The file could not be uploaded.');
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setUploading(null);
      }
    }
  };

  const shownError = uploadError ?? error;
  const errorId = `${id}-error`;

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      description={description ?? types.description}
      error={shownError}
      errorProps={{ id: errorId }}
      withAsterisk={withAsterisk}
    >
      <Stack gap="xs" mt={6}>
        {renderPreview ? renderPreview(previewUrl) : null}
        <Group gap="sm" wrap="wrap">
          <FileButton
            onChange={(file) => void choose(file)}
            accept={types.accept}
            resetRef={resetRef}
            inputProps={{ id, 'aria-invalid': shownError ? true : undefined }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={uploading !== null}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? errorId : undefined}
              >
                {/* The button is what a keyboard or screen-reader user reaches: it carries the field's name. */}
                <VisuallyHidden>{label}: </VisuallyHidden>
                {uploaded || current ? 'Choose another file' : 'Choose a file'}
              </Button>
            )}
          </FileButton>
          {uploading ? (
            <Text size="sm" c="dimmed" role="status">
              Uploading {uploading.name}…
            </Text>
          ) : uploaded ? (
            <Group gap={6} wrap="nowrap" miw={0} maw="100%">
              <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text size="sm" truncate="end" title={uploaded.name}>
                {uploaded.name}
              </Text>
            </Group>
          ) : null}
        </Group>
        {previewUrl && !renderPreview ? (
          <Image
            src={previewUrl}
            alt={`Preview of ${uploaded?.name ?? 'the chosen file'}`}
            maw={240}
            radius="sm"
          />
        ) : null}
        {current && !uploaded ? (
          <Anchor href={current.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <Group gap={4} wrap="nowrap" component="span">
              View current document
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
