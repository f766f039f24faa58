// Links a user to a record of the WSK id database: the records that may be this person (best first), or a
// WSK id typed by hand. The server's refusals (unknown id, id of someone else) show on the field.
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { athleteMatchDisplayName } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { formatDate } from '../../../shared/format/date';
import { serverErrors } from '../../../shared/forms/use-contract-form';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { matchAthleteQueryOptions } from '../api/match-athlete';
import { useSetWskId } from '../api/set-wsk-id';
import { rowName, type UserRow } from '../lib/user-row';

export function SetWskIdModal({ row, onClose }: { readonly row: UserRow; readonly onClose: () => void }) {
  const matches = useQuery(matchAthleteQueryOptions(row.id));
  const setWskId = useSetWskId();
  const [chosen, setChosen] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const name = rowName(row);
  const wskId = chosen.trim();

  const close = () => {
    if (!setWskId.isPending) onClose();
  };

  const choose = (value: string) => {
    setChosen(value);
    setFieldError(undefined);
    setFormError(null);
  };

  const save = async () => {
    if (wskId === '') {
      setFieldError('Choose a match or type a WSK id');
      return;
    }
    try {
      await setWskId.mutateAsync({ userId: row.id, wskId });
    } catch (failure) {
      const shown = serverErrors(
        failure,
        (key) => (key === 'wsk_id' ? 'wsk_id' : null),
        'The WSK id could not be saved. Please try again.',
      );
      // A 400 without field details (a taken id) is still about the id: show it on the field.
      setFieldError(shown.fields.wsk_id ?? shown.form ?? undefined);
      setFormError(shown.fields.wsk_id ? shown.form : null);
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      title: 'WSK id saved',
      message: `${name} now has WSK id ${wskId}.`,
    });
    onClose();
  };

  const list = matches.data ?? [];
  return (
    <Modal opened onClose={close} title={`Set the WSK id of ${name}`} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {matches.isPending ? (
            <LoadingState label="Looking for matches" />
          ) : matches.isError ? (
            <ErrorState
              title="The matches could not be loaded"
              message="You can still type a WSK id below."
              onRetry={() => void matches.refetch()}
            />
          ) : list.length === 0 ? (
            <Text c="dimmed">
              No record of the WSK id database looks like this user. Type a WSK id below.
            </Text>
          ) : (
            <Radio.Group
              label="Possible matches"
              description="Best match first"
              value={list.some((match) => match.wsk_id === wskId) ? wskId : null}
              onChange={choose}
            >
              <Stack gap="xs" mt="xs">
                {list.map((match) =>
                  match.wsk_id ? (
                    <Radio.Card key={match.id} value={match.wsk_id} radius="md" p="sm">
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600} size="sm">
                            {athleteMatchDisplayName(match)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            Born {formatDate(match.birthday)} ·{' '}
                            {match.country?.name ?? match.nationality_raw ?? '-'}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ) : null,
                )}
              </Stack>
            </Radio.Group>
          )}
          <TextInput
            label="WSK id"
            description="Chosen from the matches, or typed"
            value={chosen}
            onChange={(event) => choose(event.currentTarget.value)}
            error={fieldError}
            maxLength={50}
            autoComplete="off"
          />
          <FormAlert message={formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={setWskId.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={setWskId.isPending}>
              Save WSK id
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
