// /anti-doping and /wsk/anti-doping (spec §2 Sign-up steps): the anti-doping form of the walk. An optional
// step: "Skip for now" goes on without saving.
import { Stack } from '@mantine/core';
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getAntiDopingQueryOptions } from '../api/get-anti-doping';
import { AntiDopingForm } from '../components/anti-doping-form';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepFormActions } from '../hooks/use-step-form-actions';

export default function AntiDopingScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const certificate = useQuery({ ...getAntiDopingQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const step = useStepFormActions();

  return (
    <Stack gap="lg">
      <ScreenHeading title="Anti-doping">
        Add your anti-doping education certificate. It is valid for {ANTI_DOPING_VALIDITY_YEARS} years.
      </ScreenHeading>
      <StepLoadState queries={[me, certificate]} subject="Your anti-doping certificate">
        {() =>
          me.data ? <AntiDopingForm user={me.data} certificate={certificate.data ?? null} {...step} /> : null
        }
      </StepLoadState>
    </Stack>
  );
}
