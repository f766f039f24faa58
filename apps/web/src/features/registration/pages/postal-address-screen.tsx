// /postal-address and /wsk/postal-address (spec §2 Sign-up steps): the postal-address form of the walk.
// An optional step: "Skip for now" goes on without saving.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPostalAddressQueryOptions } from '../api/get-postal-address';
import { PostalAddressForm } from '../components/postal-address-form';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepFormActions } from '../hooks/use-step-form-actions';

export default function PostalAddressScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const address = useQuery({ ...getPostalAddressQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const federations = useQuery(getFederationsQueryOptions());
  const step = useStepFormActions();

  return (
    <Stack gap="lg">
      <ScreenHeading title="Postal address">
        Where can we send you post, such as accreditation or medals? You can add it later too.
      </ScreenHeading>
      <StepLoadState queries={[me, address, federations]} subject="Your postal address">
        {() =>
          me.data ? (
            <PostalAddressForm
              user={me.data}
              address={address.data ?? null}
              federations={federations.data ?? []}
              {...step}
            />
          ) : null
        }
      </StepLoadState>
    </Stack>
  );
}
