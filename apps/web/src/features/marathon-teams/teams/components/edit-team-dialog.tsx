// Editing a team (its administrator or a WSK administrator): name, contact e-mail and phone, and the logo.
// A new logo is uploaded first and saved by its stored name; removing it saves null. Checked in the browser
// with the contract's PATCH schema; the server's refusals show on their fields.
import { Avatar, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { type UpdateTeamBody, updateTeamBodySchema } from '@portal/contract/endpoints/teams';
import type { TeamDetail } from '@portal/contract/team';
import { useState } from 'react';
import { appEvents } from '../../../../shared/events/app-events';
import { parseErrors, useContractForm } from '../../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { acceptedTypes, UploadError } from '../../../../shared/uploads/upload-file';
import { uploadTeamLogo, useUpdateTeam } from '../api/update-team';
import { TeamLogo } from './team-logo';

type Field = 'name' | 'contact_email' | 'contact_phone';
type Values = Record<Field, string>;

/** The PATCH body of the form: a contact the team never had and left blank is not sent. */
function bodyOf(values: Values, team: TeamDetail): UpdateTeamBody {
  const body: UpdateTeamBody = { name: values.name };
  if (values.contact_email.trim() !== '' || team.contact_email !== null)
    body.contact_email = values.contact_email;
  if (values.contact_phone.trim() !== '' || team.contact_phone !== null)
    body.contact_phone = values.contact_phone;
  return body;
}

const fieldOf = (key: string): Field | null =>
  key === 'name' || key === 'contact_email' || key === 'contact_phone' ? key : null;

export function EditTeamDialog({
  team,
  onClose,
}: {
  readonly team: TeamDetail;
  readonly onClose: () => void;
}) {
  const update = useUpdateTeam(team.id);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const form = useContractForm<Values>({
    initial: {
      name: team.name,
      contact_email: team.contact_email ?? '',
      contact_phone: team.contact_phone ?? '',
    },
    validate: (values) => parseErrors(updateTeamBodySchema.safeParse(bodyOf(values, team)), fieldOf),
    fieldOf: (key) => fieldOf(key),
  });
  const busy = uploading || update.isPending;
  const { accept, description } = acceptedTypes(true);

  const close = () => {
    if (!busy) onClose();
  };

  const send = async (values: Values) => {
    const body = bodyOf(values, team);
    if (logoFile) {
      setUploading(true);
      try {
        body.logo = await uploadTeamLogo(logoFile);
      } finally {
        setUploading(false);
      }
    } else if (removeLogo) {
      body.logo = null;
    }
    return update.mutateAsync(body);
  };

  const submit = form.handleSubmit({
    send: async (values) => {
      setLogoError(undefined);
      try {
        return await send(values);
      } catch (error) {
        if (error instanceof UploadError) {
          if (!error.aborted) setLogoError(error.message);
          return null;
        }
        throw error;
      }
    },
    failure: 'The team could not be saved. Please try again.',
    onSuccess: (saved) => {
      if (!saved) return;
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${saved.name} was saved.` });
      onClose();
    },
  });

  const showsLogo = team.logo !== null && !removeLogo && !logoFile;
  return (
    <Modal opened onClose={close} title="Edit team" centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput label="Team name" withAsterisk maxLength={100} {...form.text('name')} />
          <TextInput label="Contact e-mail" type="email" maxLength={254} {...form.text('contact_email')} />
          <TextInput label="Contact phone" type="tel" maxLength={20} {...form.text('contact_phone')} />
          <Stack gap={6}>
            <Group gap="sm">
              {showsLogo ? <TeamLogo team={team} size={48} /> : <Avatar size={48} radius="md" color="gray" />}
              <Text size="sm" c="dimmed">
                {logoFile ? `New logo: ${logoFile.name}` : showsLogo ? 'Current logo' : 'No logo'}
              </Text>
              {showsLogo ? (
                <Button variant="subtle" color="red" size="xs" onClick={() => setRemoveLogo(true)}>
                  Remove logo
                </Button>
              ) : null}
            </Group>
            <FileInput
              label="New logo"
              placeholder="Choose a picture"
              description={description}
              accept={accept}
              clearable
              value={logoFile}
              onChange={(file) => {
                setLogoFile(file);
                setLogoError(undefined);
              }}
              error={logoError}
            />
          </Stack>
          <FormAlert message={form.formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
