// Invites a person into a role by e-mail: e-mail and name, plus the permission of staff and the federation of
// NF staff. Checked by the endpoint's own schema; the server's field messages show on the fields.
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  inviteAthleteBodySchema,
  inviteNfBodySchema,
  inviteWskBodySchema,
} from '@portal/contract/endpoints/user-management';
import { PERMISSIONS, type Permission } from '@portal/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { appEvents } from '../../../shared/events/app-events';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { getFederationsQueryOptions } from '../api/get-federations';
import { type InviteKind, type InviteRequest, useInviteUser } from '../api/invite-user';

export const INVITE_LABELS: Readonly<Record<InviteKind, string>> = {
  athlete: 'Athlete',
  wsk: 'WSK staff',
  nf: 'NF staff',
  ito: 'ITO',
};

type Values = {
  email: string;
  first_name: string;
  last_name: string;
  permission: string;
  nf_admin_federation: string;
};
type Field = keyof Values;

const FIELDS: readonly Field[] = ['email', 'first_name', 'last_name', 'permission', 'nf_admin_federation'];

/** The request the form's values make for `kind` (empty names are left out). */
export function inviteRequest(kind: InviteKind, values: Values): InviteRequest {
  const person = {
    email: values.email,
    ...(values.first_name.trim() ? { first_name: values.first_name } : {}),
    ...(values.last_name.trim() ? { last_name: values.last_name } : {}),
  };
  const permission = values.permission as Permission;
  switch (kind) {
    case 'athlete':
    case 'ito':
      return { kind, body: person };
    case 'wsk':
      return { kind, body: { ...person, permission } };
    case 'nf':
      return {
        kind,
        body: {
          ...person,
          permission,
          // NaN fails the schema's "required" like a missing value; the select only offers ids.
          nf_admin_federation: values.nf_admin_federation ? Number(values.nf_admin_federation) : Number.NaN,
        },
      };
  }
}

const SCHEMAS = {
  athlete: inviteAthleteBodySchema,
  ito: inviteAthleteBodySchema,
  wsk: inviteWskBodySchema,
  nf: inviteNfBodySchema,
} as const;

export function InviteModal({ kind, onClose }: { readonly kind: InviteKind; readonly onClose: () => void }) {
  const invite = useInviteUser();
  const federations = useQuery({ ...getFederationsQueryOptions(), enabled: kind === 'nf' });
  const form = useContractForm<Values>({
    initial: {
      email: '',
      first_name: '',
      last_name: '',
      permission: PERMISSIONS.VIEWER,
      nf_admin_federation: '',
    },
    validate: (values) =>
      parseErrors(SCHEMAS[kind].safeParse(inviteRequest(kind, values).body), (key) =>
        (FIELDS as readonly string[]).includes(key) ? (key as Field) : null,
      ),
  });

  const close = () => {
    if (!invite.isPending) onClose();
  };

  const submit = form.handleSubmit({
    send: (values) => invite.mutateAsync(inviteRequest(kind, values)),
    failure: 'The invitation could not be sent. Please try again.',
    onSuccess: (_user, values) => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, {
        title: 'Invitation sent',
        message: `${values.email.trim()} received a sign-in link by e-mail.`,
      });
      onClose();
    },
  });

  const staff = kind === 'wsk' || kind === 'nf';
  return (
    <Modal opened onClose={close} title={`Invite ${INVITE_LABELS[kind]}`} centered>
      <form onSubmit={submit} noValidate aria-label={`Invite ${INVITE_LABELS[kind]}`}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They receive an e-mail with a one-time link that signs them in and leads them through their
            sign-up steps.
          </Text>
          <FormAlert message={form.formError} />
          <TextInput
            label="E-mail"
            type="email"
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.text('email')}
          />
          <Group grow gap="sm" align="flex-start">
            <TextInput label="First name" maxLength={150} autoComplete="off" {...form.text('first_name')} />
            <TextInput label="Last name" maxLength={150} autoComplete="off" {...form.text('last_name')} />
          </Group>
          {kind === 'nf' ? (
            <Select
              label="Federation"
              withAsterisk
              searchable
              placeholder="Search by country or federation"
              nothingFoundMessage="No federation matches"
              data={(federations.data ?? []).map((federation) => ({
                value: String(federation.id),
                label: federation.name,
              }))}
              value={form.values.nf_admin_federation || null}
              onChange={(value) => form.setValue('nf_admin_federation', value ?? '')}
              onBlur={form.blur('nf_admin_federation')}
              error={form.errors.nf_admin_federation}
            />
          ) : null}
          {staff ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="invite-permission">
                Permission
              </Text>
              <SegmentedControl
                aria-labelledby="invite-permission"
                value={form.values.permission}
                onChange={(value) => form.setValue('permission', value)}
                data={[
                  { value: PERMISSIONS.VIEWER, label: 'Viewer' },
                  { value: PERMISSIONS.ADMIN, label: 'Admin' },
                ]}
              />
              {form.errors.permission ? (
                <Text size="xs" c="red">
                  {form.errors.permission}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
