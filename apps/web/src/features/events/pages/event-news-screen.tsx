// /event/:id/news (§2; decision 016): the event's news, newest first, paged through the URL (`?page=`).
// WSK administrators write, edit and delete posts; a draft or unknown event reads as not found.
import { Button, Group, Stack } from '@mantine/core';
import type { NewsPost } from '@portal/contract/event-parts';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useDeleteEventNews } from '../api/delete-event-news';
import { getEventQueryOptions } from '../api/get-event';
import { listEventNewsQueryOptions, NEWS_PAGE_SIZE } from '../api/list-event-news';
import { ConfirmModal } from '../components/confirm-modal';
import { EventNotFound } from '../components/event-not-found';
import { NewsFormModal } from '../components/news-form-modal';
import { NewsPostCard } from '../components/news-post-card';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit' | 'delete'; readonly post: NewsPost };

const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

export default function EventNewsScreen() {
  const { eventId } = useRouteIds();
  const capabilities = useEventCapabilities();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const event = useQuery(getEventQueryOptions(eventId));
  const news = useQuery(listEventNewsQueryOptions(eventId, page));
  const remove = useDeleteEventNews(eventId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  const goTo = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: false });

  if (event.isPending) return <LoadingState label="Loading the news" />;
  if (isNotFound(event.error) || isNotFound(news.error)) return <EventNotFound />;
  if (event.isError) {
    return (
      <ErrorState
        titleOrder={1}
        title="The event could not be loaded"
        message={event.error instanceof ApiError ? event.error.error.message : undefined}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const canManage = capabilities.canManage && event.data.status !== 'archived';
  const icon = <IconNews size={28} stroke={1.6} aria-hidden />;

  let content: ReactNode;
  if (news.isPending) content = <LoadingState label="Loading the news" />;
  else if (news.isError && !news.data) {
    content = (
      <ErrorState
        title="The news could not be loaded"
        message={news.error instanceof ApiError ? news.error.error.message : undefined}
        onRetry={() => void news.refetch()}
      />
    );
  } else if (news.data.results.length === 0) {
    content =
      news.data.count > 0 ? (
        <EmptyState
          icon={icon}
          title="Nothing on this page"
          action={
            <Button variant="light" onClick={() => goTo(1)}>
              Go to the latest news
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={icon}
          title="No news yet"
          description={
            canManage ? 'Posts you publish show here, newest first.' : 'News about this event will show here.'
          }
        />
      );
  } else {
    content = (
      <StaleWhileLoading stale={news.isPlaceholderData}>
        <Stack gap="md">
          {news.data.results.map((post) => (
            <NewsPostCard
              key={post.id}
              post={post}
              onEdit={canManage ? () => setEditing({ kind: 'edit', post }) : undefined}
              onDelete={canManage ? () => setEditing({ kind: 'delete', post }) : undefined}
            />
          ))}
        </Stack>
      </StaleWhileLoading>
    );
  }
  const pages = news.data ? Math.max(1, Math.ceil(news.data.count / NEWS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="md">
        <ScreenHeading title="News">{event.data.name}</ScreenHeading>
        {canManage ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            New post
          </Button>
        ) : null}
      </Group>
      {content}
      <ListPagination pages={pages} page={page} onChange={goTo} />
      {editing?.kind === 'new' ? <NewsFormModal eventId={eventId} onClose={close} /> : null}
      {editing?.kind === 'edit' ? (
        <NewsFormModal eventId={eventId} post={editing.post} onClose={close} />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmModal
          title="Delete the post?"
          message={`“${editing.post.title}” is removed from the event’s news. This cannot be undone.`}
          confirmLabel="Delete post"
          danger
          onConfirm={() => remove.mutateAsync(editing.post.id)}
          onDone={close}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
