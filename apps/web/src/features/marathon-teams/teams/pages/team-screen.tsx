// /marathon-teams/:id (§2): a team's page. Header (logo, country, sport, ban), details, the seasons it is
// active in, and for its administrator and WSK staff the roster. The team's administrator and WSK
// administrators edit it and its roster; WSK administrators ban and unban it (§6).
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../../shared/auth/get-me';
import { tokenManager } from '../../../../shared/auth/token-manager';
import { AppLink } from '../../../../shared/ui/app-link';
import { countryName } from '../../../../shared/ui/country-select';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { LoadingState } from '../../../../shared/ui/loading-state';
import { RosterCard } from '../../roster/components/roster-card';
import { useUnbanTeam } from '../api/ban-team';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getTeamQueryOptions } from '../api/get-team';
import { BanTeamDialog } from '../components/ban-team-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EditTeamDialog } from '../components/edit-team-dialog';
import { TeamDetailsCard } from '../components/team-details-card';
import { TeamHeader } from '../components/team-header';
import { TeamSeasonsCard } from '../components/team-seasons-card';
import { teamAccess } from '../lib/team-access';

type Dialog = 'edit' | 'ban' | 'unban' | null;

function BackToTeams() {
  return (
    <Button component={AppLink} to={screenPath('marathon-teams')} variant="light">
      All teams
    </Button>
  );
}

export default function TeamScreen() {
  const teamId = Number(useParams().id);
  const valid = Number.isInteger(teamId) && teamId > 0;
  const team = useQuery({ ...getTeamQueryOptions(teamId), enabled: valid });
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const federations = useQuery(getFederationsQueryOptions());
  const unban = useUnbanTeam(teamId);
  const [dialog, setDialog] = useState<Dialog>(null);

  const notFound = !valid || (team.error instanceof ApiError && team.error.statusCode === 404);
  if (notFound) {
    return (
      <EmptyState
        titleOrder={1}
        icon={<IconUsersGroup size={28} stroke={1.6} aria-hidden />}
        title="Team not found"
        description="The team may have been removed, or the link is wrong."
        action={<BackToTeams />}
      />
    );
  }
  if (team.isPending || me.isLoading) return <LoadingState label="Loading the team" />;
  if (team.isError) {
    return (
      <ErrorState
        titleOrder={1}
        title="The team could not be loaded"
        message={team.error instanceof ApiError ? team.error.error.message : undefined}
        onRetry={() => void team.refetch()}
        actions={<BackToTeams />}
      />
    );
  }

  const detail = team.data;
  const access = teamAccess(me.data ?? null, detail);
  return (
    <Stack gap="lg">
      <TeamHeader
        team={detail}
        country={countryName(federations.data, detail.country_code)}
        access={access}
        onEdit={() => setDialog('edit')}
        onBan={() => setDialog('ban')}
        onUnban={() => setDialog('unban')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TeamDetailsCard team={detail} />
        <TeamSeasonsCard teamId={detail.id} />
      </SimpleGrid>
      {access.seesRoster ? <RosterCard team={detail} canChange={access.canChangeRoster} /> : null}
      {dialog === 'edit' ? <EditTeamDialog team={detail} onClose={() => setDialog(null)} /> : null}
      {dialog === 'ban' ? <BanTeamDialog team={detail} onClose={() => setDialog(null)} /> : null}
      {dialog === 'unban' ? (
        <ConfirmDialog
          title={`Unban ${detail.name}?`}
          message="The team may register for events again and its roster may change."
          confirmLabel="Unban team"
          color="green"
          confirm={() => unban.mutateAsync()}
          pending={unban.isPending}
          failure="The team could not be unbanned. Please try again."
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
