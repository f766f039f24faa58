// /event/:id/media (§2; decision 016): the event's photos and videos as a grid, filtered by kind and paged
// through the URL (`?kind=photo&page=2`). Photos open larger; videos play in place. WSK administrators add
// photos and video links, change captions and delete items; a draft or unknown event reads as not found.
import { Button, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { MEDIA_KINDS, type MediaItem, type MediaKind } from '@portal/contract/event-parts';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useDeleteEventMedia } from '../api/delete-event-media';
import { getEventQueryOptions } from '../api/get-event';
import { listEventMediaQueryOptions, MEDIA_PAGE_SIZE } from '../api/list-event-media';
import { ConfirmModal } from '../components/confirm-modal';
import { EventNotFound } from '../components/event-not-found';
import { MediaAddModal } from '../components/media-add-modal';
import { MediaCaptionModal } from '../components/media-caption-modal';
import { MediaItemCard } from '../components/media-item-card';
import { MediaPhotoModal } from '../components/media-photo-modal';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

type Open =
  | { readonly kind: 'add' }
  | { readonly kind: 'photo' | 'caption' | 'delete'; readonly item: MediaItem; readonly name: string };

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Videos' },
] as const;

const EMPTY: Readonly<Record<string, string>> = {
  all: 'No photos or videos yet',
  photo: 'No photos yet',
  video: 'No videos yet',
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/** The name of an item without a caption, e.g. "Photo 3" (its place in the whole list). */
const nameOf = (item: MediaItem, index: number) =>
  item.caption.trim() || `${item.kind === 'video' ? 'Video' : 'Photo'} ${index + 1}`;

export default function EventMediaScreen() {
  const { eventId } = useRouteIds();
  const capabilities = useEventCapabilities();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const rawKind = params.get('kind');
  const kind = (MEDIA_KINDS as readonly string[]).includes(rawKind ?? '')
    ? (rawKind as MediaKind)
    : undefined;
  const event = useQuery(getEventQueryOptions(eventId));
  const media = useQuery(listEventMediaQueryOptions(eventId, { page, kind }));
  const remove = useDeleteEventMedia(eventId);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const setView = (next: { page: number; kind: MediaKind | undefined }) => {
    const query: Record<string, string> = {};
    if (next.kind) query.kind = next.kind;
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  if (event.isPending) return <LoadingState label="Loading the media" />;
  if (isNotFound(event.error) || isNotFound(media.error)) return <EventNotFound />;
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
  const current = kind ?? 'all';

  let content: ReactNode;
  if (media.isPending) content = <LoadingState label="Loading the media" />;
  else if (media.isError && !media.data) {
    content = (
      <ErrorState
        title="The media could not be loaded"
        message={media.error instanceof ApiError ? media.error.error.message : undefined}
        onRetry={() => void media.refetch()}
      />
    );
  } else if (media.data.results.length === 0) {
    content = (
      <EmptyState
        icon={<IconPhoto size={28} stroke={1.6} aria-hidden />}
        title={media.data.count > 0 ? 'Nothing on this page' : EMPTY[current]}
        description={
          media.data.count > 0
            ? undefined
            : canManage
              ? 'Add photos or YouTube and Vimeo links of the event.'
              : 'Photos and videos of the event will show here.'
        }
        action={
          media.data.count > 0 ? (
            <Button variant="light" onClick={() => setView({ page: 1, kind })}>
              Go to the first page
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <StaleWhileLoading stale={media.isPlaceholderData}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {media.data.results.map((item, index) => {
            const name = nameOf(item, (page - 1) * MEDIA_PAGE_SIZE + index);
            return (
              <MediaItemCard
                key={item.id}
                item={item}
                fallbackName={name}
                onOpen={() => setOpen({ kind: 'photo', item, name })}
                onEdit={canManage ? () => setOpen({ kind: 'caption', item, name }) : undefined}
                onDelete={canManage ? () => setOpen({ kind: 'delete', item, name }) : undefined}
              />
            );
          })}
        </SimpleGrid>
      </StaleWhileLoading>
    );
  }
  const pages = media.data ? Math.max(1, Math.ceil(media.data.count / MEDIA_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <ScreenHeading title="Media">{event.data.name}</ScreenHeading>
        {canManage ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen({ kind: 'add' })}>
            Add photo or video
          </Button>
        ) : null}
      </Group>
      <Tabs
        value={current}
        onChange={(value) =>
          setView({ page: 1, kind: value === 'photo' || value === 'video' ? value : undefined })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label="Show">
          {FILTERS.map((filter) => (
            <Tabs.Tab key={filter.value} value={filter.value}>
              {filter.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FILTERS.map((filter) => (
          <Tabs.Panel key={filter.value} value={filter.value} pt="md">
            {filter.value === current ? (
              <Stack gap="md">
                {content}
                <ListPagination
                  pages={pages}
                  page={page}
                  onChange={(next) => setView({ page: next, kind })}
                />
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {open?.kind === 'add' ? <MediaAddModal eventId={eventId} onClose={close} /> : null}
      {open?.kind === 'photo' ? <MediaPhotoModal item={open.item} name={open.name} onClose={close} /> : null}
      {open?.kind === 'caption' ? (
        <MediaCaptionModal eventId={eventId} item={open.item} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmModal
          title={open.item.kind === 'video' ? 'Delete the video?' : 'Delete the photo?'}
          message={`“${open.name}” is removed from the event’s media. This cannot be undone.`}
          confirmLabel="Delete"
          danger
          onConfirm={() => remove.mutateAsync(open.item.id)}
          onDone={close}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
