// /payment-redirect/:id/:sportId?payment= (§2, decision 018): where a federation's or an athlete's card
// payment comes back to. It follows the payment until the provider's notification decides it, then leads
// back to the payer's payments screen of the event sport: the federation's for NF staff, else the athlete's.
import { screenPath } from '@portal/contract/routes';
import { PaymentOutcome } from '../pay/payment-outcome';
import { usePayerRoles } from '../payer/use-payer-roles';
import { usePaymentsRoute } from '../payer/use-payments-route';

export default function PaymentRedirectScreen() {
  const { eventId, sportId } = usePaymentsRoute();
  const { isNfStaff } = usePayerRoles();
  const to = screenPath(isNfStaff ? 'event-registration-payments' : 'event-registration-my-payments', {
    id: eventId,
    sportId,
  });
  return <PaymentOutcome backLink={() => ({ label: 'Back to the payments', to })} />;
}
