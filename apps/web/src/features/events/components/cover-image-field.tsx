// The cover picture of an existing event in the event form: the current cover, a new picture uploaded at
// once through the event's presign call, or its removal. The form sends `cover_image` only when it changed.
import { AspectRatio, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { eventUploadTarget } from '../api/presign-event-upload';

export interface CoverImageFieldProps {
  readonly eventId: number;
  readonly eventName: string;
  /** The cover on record (its public link), if any. */
  readonly current: string | null;
  /** undefined: unchanged; a stored name: the new picture; null: remove the cover. */
  readonly value: string | null | undefined;
  readonly error?: string | undefined;
  readonly onChange: (value: string | null | undefined) => void;
}

export function CoverImageField({
  eventId,
  eventName,
  current,
  value,
  error,
  onChange,
}: CoverImageFieldProps) {
  const removing = value === null;
  return (
    <Stack gap="xs">
      <FileUploadField
        label="Cover picture"
        description="JPEG, PNG or WebP; a wide picture (16:9 or wider) fits best"
        imagesOnly
        presignEndpoint={eventUploadTarget(eventId)}
        error={error}
        onChange={(name) => onChange(name)}
        renderPreview={(preview) => {
          // The picture the event will have once saved.
          const shown = removing ? null : value === undefined ? current : (preview ?? current);
          const fresh = shown !== null && shown === preview;
          return shown ? (
            <AspectRatio ratio={16 / 9} maw={360}>
              <Image
                src={shown}
                alt={fresh ? `New cover picture of ${eventName}` : `Cover picture of ${eventName}`}
                radius="sm"
                fit="cover"
              />
            </AspectRatio>
          ) : null;
        }}
      />
      {removing ? (
        <Group gap="xs">
          <IconPhotoOff size={16} aria-hidden />
          <Text size="sm">The cover picture is removed when you save.</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(undefined)}>
            Keep it
          </Button>
        </Group>
      ) : current || value ? (
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(current ? null : undefined)}
          >
            Remove cover
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
