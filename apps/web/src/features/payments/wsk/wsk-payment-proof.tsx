// A bank transfer's proof as WSK checks it: a link that opens it in a new tab and, for a picture, a small
// preview. The link is signed and short-lived, so it is read from the order as loaded, never kept.
import { Anchor, Group, Image, VisuallyHidden } from '@mantine/core';
import type { StoredFile } from '@portal/contract/user';
import { IconFileText } from '@tabler/icons-react';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function WskPaymentProof({ proof }: { readonly proof: StoredFile }) {
  const image = proof.content_type.startsWith('image/');
  return (
    <Group gap="sm" wrap="nowrap">
      {image ? (
        <Anchor href={proof.url} {...NEW_TAB} aria-hidden tabIndex={-1} style={{ flexShrink: 0 }}>
          <Image src={proof.url} alt="" w={72} h={54} fit="cover" radius="sm" />
        </Anchor>
      ) : null}
      <Anchor href={proof.url} {...NEW_TAB} size="sm" fw={600}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconFileText size={16} aria-hidden />
          View proof <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Group>
      </Anchor>
    </Group>
  );
}
