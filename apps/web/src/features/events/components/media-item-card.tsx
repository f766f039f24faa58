// One photo or video of /event/:id/media: a photo opens larger on click, a video plays in place from its
// embeddable address (YouTube without cookies or Vimeo, never another host); WSK administrators change the
// caption or delete it.
import { AspectRatio, Box, Button, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MediaItem } from '@portal/contract/event-parts';
import { IconPencil, IconTrash } from '@tabler/icons-react';

export interface MediaItemCardProps {
  readonly item: MediaItem;
  /** The name screen readers give the item when it has no caption ("Photo 3 of the event"). */
  readonly fallbackName: string;
  readonly onOpen: () => void;
  readonly onEdit?: (() => void) | undefined;
  readonly onDelete?: (() => void) | undefined;
}

export function MediaItemCard({ item, fallbackName, onOpen, onEdit, onDelete }: MediaItemCardProps) {
  const name = item.caption.trim() || fallbackName;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section>
        <AspectRatio ratio={16 / 9} bg="gray.1">
          {item.kind === 'video' && item.embed_url ? (
            <iframe
              src={item.embed_url}
              title={`Video: ${name}`}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0 }}
            />
          ) : item.photo_url ? (
            <UnstyledButton onClick={onOpen} aria-label={`Open photo: ${name}`}>
              <Image src={item.photo_url} alt={name} loading="lazy" fit="cover" h="100%" w="100%" />
            </UnstyledButton>
          ) : (
            <Box />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm">
        {item.caption.trim() ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.caption}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {item.kind === 'video' ? 'Video' : 'Photo'}
          </Text>
        )}
        {onEdit || onDelete ? (
          <Group gap="xs" justify="flex-end" mt="auto">
            {onEdit ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit the caption of ${name}`}
                onClick={onEdit}
              >
                Caption
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`Delete ${name}`}
                onClick={onDelete}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
