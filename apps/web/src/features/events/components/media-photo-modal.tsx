// A photo of the event's media shown large, with its caption.
import { Image, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MediaItem } from '@portal/contract/event-parts';

export function MediaPhotoModal({
  item,
  name,
  onClose,
}: {
  readonly item: MediaItem;
  readonly name: string;
  readonly onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title={name} size="xl" fullScreen={phone} centered>
      <Stack gap="sm">
        <Image
          src={item.photo_url}
          alt={name}
          fit="contain"
          mah={phone ? 'calc(100dvh - 140px)' : '75vh'}
          radius="sm"
        />
        {item.caption.trim() && item.caption.trim() !== name ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.caption}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
