// /guard-check/:eventId/:userId/:roleId?token= (§2, decision 017): what venue staff see after scanning a
// credential's QR code. The server judges the signed token against the address and the registration; the
// screen shows its answer as large as a phone allows. The token goes to that check and nowhere else.
import { CREDENTIAL_TOKEN_PARAM } from '@portal/contract/endpoints/credentials';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { checkCredentialQueryOptions } from '../api/check-credential';
import { CheckAnswer } from '../components/check-answer';
import { CheckFailed, CheckingCredential, CheckNotAllowed } from '../components/check-status';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useSwitchAccount } from '../hooks/use-switch-account';

export default function GuardCheckScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const check = useQuery(
    checkCredentialQueryOptions({
      eventId: Number(params.eventId),
      userId: Number(params.userId),
      roleId: Number(params.roleId),
      token: search.get(CREDENTIAL_TOKEN_PARAM),
    }),
  );
  const user = useSignedInUser();
  const switchAccount = useSwitchAccount();
  const checkAgain = () => void check.refetch();

  // A new check hides the previous answer, so an earlier VALID is never read as the current one.
  if (check.isFetching || check.isPending) return <CheckingCredential />;
  if (check.isError) {
    const error = check.error instanceof ApiError ? check.error : null;
    if (error?.statusCode === 403) {
      return (
        <CheckNotAllowed user={user} onSwitchAccount={() => void switchAccount()} onRetry={checkAgain} />
      );
    }
    return <CheckFailed message={error?.statusCode ? error.error.message : null} onRetry={checkAgain} />;
  }
  return <CheckAnswer check={check.data} onCheckAgain={checkAgain} />;
}
