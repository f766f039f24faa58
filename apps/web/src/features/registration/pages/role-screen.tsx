// /role: the user chooses what they are in the federation (spec §4 Role assignment). A guest is one at
// once; the other roles wait for an administrator's approval. Then the sign-up guard picks the next step.
import { Alert, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SelfAssignableRole } from '@portal/contract/endpoints/registration';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useSetRole } from '../api/set-role';
import classes from './role-screen.module.css';

interface RoleChoice {
  readonly role: SelfAssignableRole;
  readonly title: string;
  readonly description: string;
  readonly needsApproval: boolean;
}

export const ROLE_CHOICES: readonly RoleChoice[] = [
  {
    role: 'athlete',
    title: 'Athlete',
    description: 'Compete in events for your national federation.',
    needsApproval: true,
  },
  {
    role: 'guest',
    title: 'Guest',
    description: 'Follow events, no approval needed.',
    needsApproval: false,
  },
  {
    role: 'nf',
    title: 'National federation staff',
    description: 'Manage the athletes and entries of your national federation.',
    needsApproval: true,
  },
  {
    role: 'ito',
    title: 'International technical official',
    description: 'Officiate at events as a judge, referee or technical delegate.',
    needsApproval: true,
  },
  {
    role: 'wsk_viewer',
    title: 'World federation staff (viewer)',
    description: 'See the world federation’s events and records, without changing them.',
    needsApproval: true,
  },
];

export default function RoleScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const setRole = useSetRole();
  const continueSignUp = useContinueSignUp();
  const [chosen, setChosen] = useState<SelfAssignableRole | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = me.data?.role_status === 'pending';

  const choose = async (role: SelfAssignableRole) => {
    setChosen(role);
    setError(null);
    try {
      await setRole.mutateAsync(role);
    } catch {
      setError('Your role could not be saved. Please try again.');
      setChosen(null);
      return;
    }
    await continueSignUp();
    setChosen(null);
  };

  return (
    <Stack gap="lg">
      <ScreenHeading title="Choose your role">
        Tell us how you take part in roller sports. You can start as a guest right away.
      </ScreenHeading>
      {pending ? (
        <Alert color="yellow" variant="light" icon={<IconHourglass size={18} aria-hidden />}>
          Your role request is awaiting approval by an administrator. You can go on as before meanwhile.
        </Alert>
      ) : null}
      <FormAlert message={error} />
      <Stack gap="sm">
        {ROLE_CHOICES.map((choice) => (
          <UnstyledButton
            key={choice.role}
            className={classes.card}
            data-chosen={chosen === choice.role || undefined}
            disabled={chosen !== null}
            aria-busy={chosen === choice.role}
            onClick={() => void choose(choice.role)}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={700}>{choice.title}</Text>
              {choice.needsApproval ? (
                // Whole on a phone: the role's name wraps instead.
                <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                  Needs approval
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {choice.description}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
