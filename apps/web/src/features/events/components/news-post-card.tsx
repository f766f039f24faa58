// One news post of /event/:id/news: title, publication day, author and the plain-text body with its line
// breaks kept (nothing read as markup); WSK administrators get edit and delete.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { NewsPost } from '@portal/contract/event-parts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDate } from '../../../shared/format/date';

const preLine = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

export interface NewsPostCardProps {
  readonly post: NewsPost;
  /** Edit and delete controls; none for readers. */
  readonly onEdit?: (() => void) | undefined;
  readonly onDelete?: (() => void) | undefined;
}

export function NewsPostCard({ post, onEdit, onDelete }: NewsPostCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          <Text size="sm" c="dimmed">
            <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
            {' · '}
            {post.author?.full_name ?? 'Former member'}
          </Text>
        </Stack>
        <Text style={preLine}>{post.body}</Text>
        {onEdit || onDelete ? (
          <Group gap="xs" justify="flex-end">
            {onEdit ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit “${post.title}”`}
                onClick={onEdit}
              >
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`Delete “${post.title}”`}
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
