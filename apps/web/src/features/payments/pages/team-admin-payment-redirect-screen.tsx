// /team-admin-payment-redirect?payment=&event=&sport= (§2, decision 018): where a team's card payment comes
// back to. It follows the payment until the provider's notification decides it, then leads back to the team's
// payments of the event and sport in its query (or of the order's entry among the not-paid orders), or to the
// events when neither names them. `?payment=&annual=1` is an annual team order's (decision 019): it leads back
// to the team's annual payments.
import type { OrderPayment } from '@portal/contract/order';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { tokenManager } from '../../../shared/auth/token-manager';
import { getNotPaidOrdersQueryOptions } from '../../../shared/payments/get-not-paid-orders';
import { type BackLink, PaymentOutcome } from '../pay/payment-outcome';

const EVENTS: BackLink = { label: 'Go to the events', to: screenPath('events-all') };
const ANNUAL: BackLink = {
  label: 'Back to the annual team payments',
  to: screenPath('marathon-applications-team-admin-payments'),
};

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export default function TeamAdminPaymentRedirectScreen() {
  const [search] = useSearchParams();
  const annual = search.get('annual') === '1';
  const notPaid = useQuery({
    ...getNotPaidOrdersQueryOptions(),
    enabled: tokenManager.hasTokens() && !annual,
  });
  const backLink = (payment: OrderPayment | null): BackLink => {
    if (annual) return ANNUAL;
    if (!payment) return EVENTS;
    const eventId = idOf(search.get('event'));
    const sportId = idOf(search.get('sport'));
    const listed = notPaid.data?.find((order) => order.id === payment.order && order.event_sport !== null);
    const origin =
      eventId !== null && sportId !== null
        ? { eventId, sportId }
        : listed?.event && listed.event_sport
          ? { eventId: listed.event.id, sportId: listed.event_sport }
          : null;
    if (!origin) return EVENTS;
    return {
      label: 'Back to the team’s payments',
      to: screenPath('event-registration-team-payments', { id: origin.eventId, sportId: origin.sportId }),
    };
  };
  return <PaymentOutcome backLink={backLink} />;
}
