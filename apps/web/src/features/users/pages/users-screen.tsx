// /users (§2, user management): the users of the caller's scope in four tabs, filtered, paged and exported,
// with the approvals, invitations, WSK ids and deletions the caller's role allows. Tab, filters, ordering
// and page live in the URL query, so a view can be shared and survives a reload.
import { Group, Stack, Tabs } from '@mantine/core';
import type { ExportFormat } from '@portal/contract/endpoints/user-management';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { ExportButtons } from '../../../shared/export/export-buttons';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { exportUsersFile } from '../api/export-users';
import { EmailExportMenu } from '../components/email-export-menu';
import { InviteMenu } from '../components/invite-menu';
import { UsersFilters } from '../components/users-filters';
import { UsersResults } from '../components/users-results';
import { useUsersView } from '../hooks/use-users-view';
import { usersCapabilities } from '../lib/capabilities';
import {
  exportBody,
  TAB_LABELS,
  USER_TABS,
  type UsersView,
  type UserTab,
  withFilter,
  withoutFilters,
  withPage,
  withTab,
} from '../lib/users-view';

/**
 * The view as this caller may see it: a shared link to the WSK tab opens the first tab for NF staff, and a
 * federation in the link is dropped for them (the server holds them to their own).
 */
function visibleView(view: UsersView, tabs: readonly UserTab[], seesFederation: boolean): UsersView {
  const tab = tabs.includes(view.tab) ? view.tab : 'all';
  if (seesFederation || view.filters.federation === undefined)
    return tab === view.tab ? view : withTab(view, tab);
  const { federation: _hidden, ...filters } = view.filters;
  return { ...view, tab, filters };
}

export default function UsersScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const capabilities = usersCapabilities(me.data ?? null);
  const [requested, update] = useUsersView();
  const tabs = USER_TABS.filter((tab) => tab !== 'pending-wsk' || capabilities.seesWskRequests);
  const view = visibleView(requested, tabs, capabilities.seesFederationFilter);

  if (!capabilities.canView) {
    return (
      <EmptyState
        titleOrder={1}
        icon={<IconLock size={28} stroke={1.6} aria-hidden />}
        title="User management"
        description="User management is for approved staff of the world and national federations."
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <ScreenHeading title="User management">
          {capabilities.isNf
            ? 'The users of your national federation: approve athletes, invite them and export the lists.'
            : 'Every user of the portal: approve requests, invite people, match WSK ids and export the lists.'}
        </ScreenHeading>
        <InviteMenu capabilities={capabilities} />
      </Group>
      <Tabs
        value={view.tab}
        onChange={(tab) => tab && update((current) => withTab(current, tab as UserTab))}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ whiteSpace: 'nowrap' }}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <UsersFilters
        tab={view.tab}
        filters={view.filters}
        showFederation={capabilities.seesFederationFilter}
        onChange={(key, value) => update((current) => withFilter(current, key, value))}
        onClear={() => update(withoutFilters)}
      />
      <Group gap="xs" align="flex-start">
        <ExportButtons
          rowsNoun="users"
          exportFile={(format: ExportFormat, run) =>
            exportUsersFile({ ...run, body: exportBody(view, format) })
          }
        />
        <EmailExportMenu bodyFor={(format) => exportBody(view, format)} />
      </Group>
      <UsersResults
        view={view}
        capabilities={capabilities}
        onPage={(page) => update((current) => withPage(current, page))}
        onClearFilters={() => update(withoutFilters)}
      />
    </Stack>
  );
}
