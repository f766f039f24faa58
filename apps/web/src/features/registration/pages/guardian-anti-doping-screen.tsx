// /legal-guardians/anti-doping (spec §2 Sign-up steps): the legal guardian of an athlete under 18 confirms,
// on the athlete's behalf, that they have read the anti-doping rules. Recorded on the guardian (PATCH
// anti_doping_acknowledged); the current user, which carries it, is reloaded.
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { legalGuardianPatchSchema } from '@portal/contract/endpoints/legal-guardians';
import { screenPath } from '@portal/contract/routes';
import type { LegalGuardianSummary, User } from '@portal/contract/user';
import { IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useUpdateLegalGuardian } from '../api/update-legal-guardian';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = { anti_doping_acknowledged: boolean };

const acknowledgementSchema = legalGuardianPatchSchema.pick({ anti_doping_acknowledged: true });

function AcknowledgementForm({ user, guardian }: { user: User; guardian: LegalGuardianSummary }) {
  const navigation = useStepNavigation();
  const update = useUpdateLegalGuardian();
  const [leaving, setLeaving] = useState(false);
  const form = useContractForm<Values>({
    initial: { anti_doping_acknowledged: guardian.anti_doping_acknowledged },
    validate: (values) =>
      parseErrors(acknowledgementSchema.safeParse(values), () => 'anti_doping_acknowledged'),
  });
  const guardianName = `${guardian.first_name} ${guardian.last_name}`.trim();
  const athleteName = `${user.first_name} ${user.last_name}`.trim();

  const submit = form.handleSubmit({
    // Already recorded: nothing to send again.
    send: async () =>
      guardian.anti_doping_acknowledged
        ? null
        : update.mutateAsync({ id: guardian.id, patch: { anti_doping_acknowledged: true } }),
    failure: 'The acknowledgement could not be saved. Please try again.',
    onSuccess: async () => {
      setLeaving(true);
      await navigation.goNext();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <Text>
          Athletes under 18 are bound by the same anti-doping rules as adults: they can be tested in and out
          of competition, and they answer for every substance they take. Because you are under 18, your legal
          guardian confirms that they have read these rules.
        </Text>
        <Text size="sm">
          Read the full{' '}
          <Anchor href={screenPath('anti-doping-policy')} target="_blank" rel="noopener noreferrer" fw={600}>
            anti-doping policy
          </Anchor>{' '}
          (opens in a new tab).
        </Text>
        <Checkbox
          label={`I, ${guardianName}, the legal guardian of ${athleteName}, have read the anti-doping rules and the anti-doping policy and accept them on the athlete’s behalf.`}
          checked={form.values.anti_doping_acknowledged}
          onChange={(event) => form.setValue('anti_doping_acknowledged', event.currentTarget.checked)}
          onBlur={form.blur('anti_doping_acknowledged')}
          error={form.errors.anti_doping_acknowledged}
          // Mantine marks a checkbox's error by its look only.
          aria-invalid={form.errors.anti_doping_acknowledged ? true : undefined}
        />
        <StepActions navigation={navigation} submitting={update.isPending || leaving} />
      </Stack>
    </form>
  );
}

export default function GuardianAntiDopingScreen() {
  const me = useSignedInUser();
  const guardian = me.data?.legal_guardian ?? null;

  return (
    <Stack gap="lg">
      <ScreenHeading title="Anti-doping for minors">
        Your legal guardian confirms that they know the anti-doping rules that apply to you.
      </ScreenHeading>
      <StepLoadState queries={[me]} subject="Your legal guardian">
        {() =>
          me.data && guardian ? (
            <AcknowledgementForm user={me.data} guardian={guardian} />
          ) : (
            <EmptyState
              titleOrder={2}
              icon={<IconUserQuestion size={28} stroke={1.6} aria-hidden />}
              title="No legal guardian yet"
              description="Give the details of your parent or legal guardian first; then they can confirm the anti-doping rules here."
              action={
                <Button component={AppLink} to={screenPath('legal-guardians')}>
                  Add your legal guardian
                </Button>
              }
            />
          )
        }
      </StepLoadState>
    </Stack>
  );
}
