// The application's documents: each chosen file is uploaded at once through `team-applications/presign_url/`
// (no token; the shared upload helper checks the type and size first), listed with its state, and can be
// removed; the form sends the `new_file_name`s of the uploaded ones. At most TEAM_APPLICATION_MAX_DOCUMENTS.
import { ActionIcon, Button, FileButton, Group, Input, List, Loader, Stack, Text } from '@mantine/core';
import { presignTeamApplicationDocument } from '@portal/contract/endpoints/team-applications';
import { TEAM_APPLICATION_MAX_DOCUMENTS } from '@portal/contract/team-application';
import { IconAlertCircle, IconCircleCheck, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { acceptedTypes, UploadError, uploadFile } from '../../../../shared/uploads/upload-file';

export interface DocumentItem {
  readonly key: string;
  readonly name: string;
  readonly state: 'uploading' | 'uploaded' | 'failed';
  /** Set once uploaded. */
  readonly newFileName?: string;
  /** Why the upload failed. */
  readonly error?: string;
}

/** The stored names the application is sent with. */
export const uploadedDocuments = (items: readonly DocumentItem[]): string[] =>
  items.flatMap((item) => (item.state === 'uploaded' && item.newFileName ? [item.newFileName] : []));

export interface DocumentsFieldProps {
  readonly items: readonly DocumentItem[];
  readonly onItemsChange: (update: (items: readonly DocumentItem[]) => readonly DocumentItem[]) => void;
  readonly error?: string | undefined;
}

let nextKey = 0;

export function DocumentsField({ items, onItemsChange, error }: DocumentsFieldProps) {
  const id = useId();
  const types = acceptedTypes();
  const resetRef = useRef<() => void>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const kept = items.filter((item) => item.state !== 'failed').length;
  const room = TEAM_APPLICATION_MAX_DOCUMENTS - kept;

  // Leaving the screen cancels the uploads still on their way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = (key: string, change: Partial<DocumentItem>) =>
    onItemsChange((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const newFileName = await uploadFile(presignTeamApplicationDocument, file, {
        signal: controller.signal,
      });
      update(key, { state: 'uploaded', newFileName });
    } catch (failure) {
      if (failure instanceof UploadError && failure.aborted) return;
      update(key, {
        state: 'failed',
        error: failure instanceof UploadError ? failure.message : 'The file could not be uploaded.',
      });
    } finally {
      controllers.current.delete(key);
    }
  };

  const choose = (files: File[]) => {
    resetRef.current?.();
    const accepted = files.slice(0, Math.max(0, room));
    const added = accepted.map((file) => {
      nextKey += 1;
      return { file, item: { key: `document-${nextKey}`, name: file.name, state: 'uploading' as const } };
    });
    onItemsChange((current) => [...current, ...added.map((entry) => entry.item)]);
    for (const entry of added) void upload(entry.item.key, entry.file);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    onItemsChange((current) => current.filter((item) => item.key !== key));
  };

  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label="Documents"
      labelProps={{ htmlFor: id }}
      description={`Documents that show the team exists, for example its registration or its club's statutes. ${types.description}; up to ${TEAM_APPLICATION_MAX_DOCUMENTS} files.`}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={6}>
        {items.length > 0 ? (
          <List listStyleType="none" spacing={6} aria-label="Chosen documents">
            {items.map((item) => (
              <List.Item key={item.key} aria-label={item.name}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" miw={0}>
                    {item.state === 'uploading' ? (
                      <Loader size={14} aria-hidden />
                    ) : item.state === 'uploaded' ? (
                      <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                    ) : (
                      <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
                    )}
                    <Stack gap={0} miw={0}>
                      <Text size="sm" truncate="end" title={item.name}>
                        {item.name}
                      </Text>
                      {item.state === 'uploading' ? (
                        <Text size="xs" c="dimmed" role="status">
                          Uploading…
                        </Text>
                      ) : null}
                      {item.state === 'failed' ? (
                        <Text size="xs" c="red.8" role="alert">
                          {item.error}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => remove(item.key)}
                    aria-label={`Remove ${item.name}`}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <FileButton
          onChange={choose}
          accept={types.accept}
          multiple
          resetRef={resetRef}
          disabled={room <= 0}
          inputProps={{ id, 'aria-invalid': error ? true : undefined }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-describedby={error ? errorId : undefined}
              style={{ alignSelf: 'flex-start' }}
            >
              {items.length > 0 ? 'Add more files' : 'Choose files'}
            </Button>
          )}
        </FileButton>
        {room <= 0 ? (
          <Text size="xs" c="dimmed">
            You have added the most documents an application can have.
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
