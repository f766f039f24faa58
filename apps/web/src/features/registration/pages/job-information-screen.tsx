// /wsk/job-information (spec §2, WSK staff): where the staff user works in the world federation,
// organisation → department → group → job from the organisation chart (each choice resets the ones under
// it), saved with PATCH edit_wsk_job_information/ and marking the step.
import { NativeSelect, Stack, Text } from '@mantine/core';
import {
  type OrganizationChart,
  wskJobInformationBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { getScreenRoute } from '@portal/contract/routes';
import { organizationType, type User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getOrganizationChartQueryOptions } from '../api/get-organization-chart';
import { useUpdateWskJobInformation } from '../api/update-wsk-job-information';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useStepNavigation } from '../hooks/use-step-navigation';

const LEVELS = ['organization', 'department', 'group', 'job'] as const;
type Level = (typeof LEVELS)[number];
type Values = Record<Level, string>;

const LABELS: Readonly<Record<Level, { label: string; empty: string }>> = {
  organization: { label: 'Organisation', empty: 'Choose an organisation' },
  department: { label: 'Department', empty: 'Choose a department' },
  group: { label: 'Group', empty: 'Choose a group' },
  job: { label: 'Job', empty: 'Choose a job' },
};

const idOf = (value: string) => (value === '' ? undefined : Number(value));

function candidateOf(values: Values) {
  return {
    organization: idOf(values.organization),
    department: idOf(values.department),
    group: idOf(values.group),
    job: idOf(values.job),
    complete: true,
  };
}

/** The chosen units, each looked up inside the one above it. */
function chosenUnits(chart: OrganizationChart, values: Values) {
  const organization = chart.organizations.find((unit) => String(unit.id) === values.organization);
  const department = organization?.departments.find((unit) => String(unit.id) === values.department);
  const group = department?.groups.find((unit) => String(unit.id) === values.group);
  const job = group?.jobs.find((unit) => String(unit.id) === values.job);
  return { organization, department, group, job };
}

export default function JobInformationScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const chart = useQuery(getOrganizationChartQueryOptions());

  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('job-information-wsk').title}>
        Tell us where you work in the world federation.
      </ScreenHeading>
      <StepLoadState queries={[me, chart]} subject="The organisation chart">
        {() => (me.data && chart.data ? <JobInformationForm user={me.data} chart={chart.data} /> : null)}
      </StepLoadState>
    </Stack>
  );
}

function JobInformationForm({ user, chart }: { user: User; chart: OrganizationChart }) {
  const navigation = useStepNavigation();
  const update = useUpdateWskJobInformation();
  const [continuing, setContinuing] = useState(false);
  const form = useContractForm<Values>({
    initial: {
      organization: user.organization ? String(user.organization.id) : '',
      department: user.department ? String(user.department.id) : '',
      group: user.group ? String(user.group.id) : '',
      job: user.job ? String(user.job.id) : '',
    },
    validate: (values) =>
      parseErrors(wskJobInformationBodySchema.safeParse(candidateOf(values)), (key) =>
        (LEVELS as readonly string[]).includes(key) ? (key as Level) : null,
      ),
  });

  const units = chosenUnits(chart, form.values);
  const options: Readonly<Record<Level, readonly { id: number; name: string }[]>> = {
    organization: chart.organizations,
    department: units.organization?.departments ?? [],
    group: units.department?.groups ?? [],
    job: units.group?.jobs ?? [],
  };
  const type = organizationType({
    job: units.job ?? null,
    group: units.group ?? null,
    department: units.department ?? null,
  });

  const choose = (level: Level, value: string) => {
    form.setValue(level, value);
    // A choice belongs to the one above it: the levels under a changed one start again.
    const lower = LEVELS.slice(LEVELS.indexOf(level) + 1);
    form.fill(Object.fromEntries(lower.map((name) => [name, ''])) as Partial<Values>);
  };

  const submit = form.handleSubmit({
    send: (values) =>
      update.mutateAsync({ userId: user.id, body: wskJobInformationBodySchema.parse(candidateOf(values)) }),
    failure: 'Your job information could not be saved. Please try again.',
    onSuccess: async () => {
      setContinuing(true);
      try {
        await navigation.goNext();
      } finally {
        setContinuing(false);
      }
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        {LEVELS.map((level, index) => {
          const above = index === 0 ? null : (LEVELS[index - 1] ?? null);
          const waiting = above !== null && form.values[above] === '';
          return (
            <NativeSelect
              key={level}
              label={LABELS[level].label}
              withAsterisk
              value={form.values[level]}
              disabled={waiting}
              onChange={(event) => choose(level, event.currentTarget.value)}
              onBlur={form.blur(level)}
              error={form.errors[level]}
              data={[
                { value: '', label: LABELS[level].empty },
                ...options[level].map((unit) => ({ value: String(unit.id), label: unit.name })),
              ]}
            />
          );
        })}
        {type ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Organisation type: <strong>{type}</strong>
          </Text>
        ) : null}
        <StepActions navigation={navigation} submitting={update.isPending || continuing} />
      </Stack>
    </form>
  );
}
