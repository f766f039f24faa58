// The Pay button of an order card: for whoever acts for the payer (not NF viewers) while something is left
// to pay. Each opening of the dialog is a new payment with its own idempotency key.
import { Button } from '@mantine/core';
import type { OrderDetail } from '@portal/contract/order';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { isPayable, useActsForPayer } from './pay-access';
import { PayDialog } from './pay-dialog';

export function PayButton({ order }: { readonly order: OrderDetail }) {
  const actsForPayer = useActsForPayer(order);
  const [open, setOpen] = useState(false);
  if (!actsForPayer || !isPayable(order)) return null;
  return (
    <>
      <Button
        size="sm"
        leftSection={<IconCreditCard size={16} aria-hidden />}
        aria-label={`Pay ${order.reference}`}
        onClick={() => setOpen(true)}
      >
        Pay
      </Button>
      {open ? <PayDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
