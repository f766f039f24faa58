// /passport-details and /wsk/passport-details (spec §2 Sign-up steps): the passport form of the walk,
// saved with "Save and continue" (Skip where the role may), then on to the next step.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPassportDetailsQueryOptions } from '../api/get-passport-details';
import { PassportDetailsForm } from '../components/passport-details-form';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepFormActions } from '../hooks/use-step-form-actions';

export default function PassportDetailsScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const passport = useQuery({
    ...getPassportDetailsQueryOptions(userId ?? 0),
    enabled: userId !== undefined,
  });
  const federations = useQuery(getFederationsQueryOptions());
  const step = useStepFormActions();

  return (
    <Stack gap="lg">
      <ScreenHeading title="Passport details">
        Enter your details exactly as they are printed in your passport.
      </ScreenHeading>
      <StepLoadState queries={[me, passport, federations]} subject="Your passport details">
        {() =>
          me.data ? (
            <PassportDetailsForm
              user={me.data}
              passport={passport.data ?? null}
              federations={federations.data ?? []}
              {...step}
            />
          ) : null
        }
      </StepLoadState>
    </Stack>
  );
}
