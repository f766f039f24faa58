// Paying an order (decision 018, "Paying"): the amount (the payable amount unless changed, checked live by
// the server's `check_amount/`), the way to pay among the order's allowed systems, then for a bank transfer
// World Skate's account and the proof's upload, for a card the provider's checkout (the built-in test page,
// or Stripe Elements here). One idempotency key per opening of the dialog: the same submission sent again (a
// double click, a retry after a dropped connection) is the same payment on the server. The dialog opens on
// the amount, and a refused submit brings the focus back to the first field with a message.
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  type Checkout,
  type CreateOrderPaymentBody,
  createOrderPaymentBodySchema,
} from '@portal/contract/endpoints/order-payments';
import { moneySchema } from '@portal/contract/event';
import type { OrderDetail } from '@portal/contract/order';
import type { PaymentSystem } from '@portal/contract/payment';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { formatCurrency } from '../../../shared/format/currency';
import { useFocusFirstInvalid } from '../../../shared/forms/focus-first-invalid';
import { type FieldErrors, serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { type OrderCalls, orderCallsOf } from '../api/order-calls';
import { orderTitle } from '../components/order-subject';
import { checkOrderAmountQueryOptions } from './api/check-order-amount';
import { useCreateOrderPayment } from './api/create-order-payment';
import { BankTransferDetails } from './bank-transfer-details';
import { payableAmount } from './pay-access';
import { paymentRedirectPath, returnSportOf } from './payment-return';
import { usePaymentSystemNames } from './payment-system-names';

const StripeCheckout = lazy(() => import('./stripe-checkout'));

type Field = 'amount' | 'payment_system' | 'proof';
const FIELDS: readonly string[] = ['amount', 'payment_system', 'proof'] satisfies Field[];
const fieldOf = (key: string): Field | null => (FIELDS.includes(key) ? (key as Field) : null);

/** How long the amount rests before the server is asked whether it may be paid. */
const CHECK_DELAY_MS = 400;
const SEND_FAILED = 'The payment could not be sent. Check your connection and try again.';

interface StripeStep {
  readonly clientSecret: string;
  readonly publishableKey: string;
  readonly returnUrl: string;
  readonly amountLabel: string;
}

/**
 * The idempotency key of this opening: kept while the same details are submitted again, renewed when
 * other details follow a submission (the server would refuse the key for them) or the server says so.
 */
function useIdempotencyKey() {
  const [first] = useState(() => crypto.randomUUID());
  const current = useRef<{ key: string; details: string | null }>({ key: first, details: null });
  return {
    keyFor(details: string): string {
      const { key, details: sent } = current.current;
      current.current = { key: sent === null || sent === details ? key : crypto.randomUUID(), details };
      return current.current.key;
    },
    renew(): void {
      current.current = { key: crypto.randomUUID(), details: null };
    },
  };
}

/** The live answer of `check_amount/` for a well-formed amount: its message when it may not be paid. */
function useAmountCheck(orderId: number, amount: string, calls: OrderCalls) {
  const [settled] = useDebouncedValue(amount.trim(), CHECK_DELAY_MS);
  const wellFormed = moneySchema.safeParse(settled).success;
  const check = useQuery({ ...checkOrderAmountQueryOptions(orderId, settled, calls), enabled: wellFormed });
  const current = settled === amount.trim();
  return { refusal: current && wellFormed && check.data && !check.data.allowed ? check.data.message : null };
}

function SystemChoice({
  allowed,
  value,
  error,
  onChange,
}: {
  readonly allowed: readonly PaymentSystem[];
  readonly value: PaymentSystem;
  readonly error: string | undefined;
  readonly onChange: (system: PaymentSystem) => void;
}) {
  const names = usePaymentSystemNames();
  return (
    <Radio.Group
      label="Pay by"
      value={value}
      error={error}
      onChange={(next) => {
        const system = allowed.find((candidate) => candidate === next);
        if (system) onChange(system);
      }}
    >
      <Group gap="lg" mt={6}>
        {allowed.map((system) => (
          <Radio key={system} value={system} label={names[system]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function bodyErrors(body: CreateOrderPaymentBody): FieldErrors<Field> {
  const parsed = createOrderPaymentBodySchema.safeParse(body);
  const errors: FieldErrors<Field> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = typeof issue.path[0] === 'string' ? fieldOf(issue.path[0]) : null;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

export interface PayDialogProps {
  readonly order: OrderDetail;
  readonly onClose: () => void;
  /** The calls that pay, check and upload for the order: those of its kind (event or annual) by default. */
  readonly calls?: OrderCalls;
}

export function PayDialog({ order, onClose, calls = orderCallsOf(order) }: PayDialogProps) {
  const navigate = useNavigate();
  const params = useParams();
  const create = useCreateOrderPayment(calls);
  const idempotency = useIdempotencyKey();
  const submitting = useRef(false);
  const currency = order.amounts.currency;
  const [amount, setAmount] = useState(() => payableAmount(order));
  const [system, setSystem] = useState<PaymentSystem>(order.allowed_payment_systems[0] ?? 'card');
  const [proof, setProof] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stripe, setStripe] = useState<StripeStep | null>(null);
  const check = useAmountCheck(order.id, amount, calls);
  const focusInvalid = useFocusFirstInvalid();
  // A phone gets the whole screen: the bank details and the card form need the room.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  // The contract's own message for a malformed amount, shown while typing as the server would answer it.
  const amountFormat =
    amount.trim() === '' ? undefined : moneySchema.safeParse(amount.trim()).error?.issues[0]?.message;
  const amountValid = amount.trim() !== '' && amountFormat === undefined;

  const startCard = (checkout: Checkout | null, paymentId: number) => {
    const routeSport = params.sportId ? Number(params.sportId) : null;
    const sportId = returnSportOf(order, routeSport);
    if (checkout?.provider === 'test') {
      navigate(checkout.url);
      return;
    }
    if (checkout?.provider === 'stripe') {
      setStripe({
        clientSecret: checkout.client_secret,
        publishableKey: checkout.publishable_key,
        returnUrl: `${window.location.origin}${paymentRedirectPath(order, paymentId, sportId)}`,
        amountLabel: formatCurrency(amount.trim(), currency),
      });
      return;
    }
    onClose();
  };

  const failed = (error: unknown) => {
    const shown = serverErrors(
      error,
      (key) => (key === 'idempotency_key' ? null : fieldOf(key)),
      SEND_FAILED,
    );
    if (error instanceof ApiError && error.invalid_fields?.idempotency_key) idempotency.renew();
    setErrors(shown.fields);
    setFormError(error instanceof ApiError && error.statusCode === undefined ? SEND_FAILED : shown.form);
    if (Object.keys(shown.fields).length > 0) focusInvalid.request();
  };

  const submit = async () => {
    if (submitting.current) return;
    const details = {
      order: order.id,
      amount: amount.trim(),
      payment_system: system,
      proof: system === 'bank_transfer' ? proof : null,
    };
    // The key is the dialog's own, never the payer's input: only the details are checked here.
    const invalid = bodyErrors({ ...details, idempotency_key: crypto.randomUUID() });
    setFormError(null);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || check.refusal) {
      focusInvalid.request();
      return;
    }
    const body: CreateOrderPaymentBody = {
      ...details,
      idempotency_key: idempotency.keyFor(
        JSON.stringify([details.amount, details.payment_system, details.proof]),
      ),
    };
    submitting.current = true;
    try {
      const reply = await create.mutateAsync(body);
      if (system === 'card') {
        appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Card payment started' });
        startCard(reply.checkout, reply.payment.id);
        return;
      }
      appEvents.emit(APP_EVENTS.SHOW_TIP, {
        message: 'Bank transfer submitted: World Skate confirms it once the money arrives',
      });
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Modal
      opened
      onClose={() => !create.isPending && onClose()}
      title={`Pay ${order.reference}`}
      centered
      size="lg"
      fullScreen={narrow}
    >
      {stripe ? (
        <Suspense fallback={<LoadingState label="Loading the card form" />}>
          <StripeCheckout {...stripe} onCancel={onClose} />
        </Suspense>
      ) : (
        <form
          ref={focusInvalid.ref}
          aria-label={`Pay ${order.reference}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {orderTitle(order)} · {order.payer.name}
            </Text>
            <TextInput
              label={`Amount (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              data-autofocus
              onChange={(event) => {
                setAmount(event.currentTarget.value);
                setErrors(({ amount: _, ...rest }) => rest);
              }}
              error={errors.amount ?? check.refusal ?? amountFormat}
              description={`Payable now: ${formatCurrency(payableAmount(order), currency)}`}
              withAsterisk
            />
            {order.allowed_payment_systems.length > 1 ? (
              <SystemChoice
                allowed={order.allowed_payment_systems}
                value={system}
                error={errors.payment_system}
                onChange={(next) => {
                  setSystem(next);
                  setErrors({});
                }}
              />
            ) : (
              <SystemChoiceSingle system={system} error={errors.payment_system} />
            )}
            {system === 'bank_transfer' ? (
              <>
                <BankTransferDetails
                  orderId={order.id}
                  amount={amountValid ? amount.trim() : null}
                  currency={currency}
                />
                <FileUploadField
                  label="Proof of the bank transfer"
                  presignEndpoint={calls.presignProof}
                  withAsterisk
                  error={errors.proof}
                  onChange={(name) => {
                    setProof(name);
                    setErrors(({ proof: _, ...rest }) => rest);
                  }}
                />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                You enter the card’s details on the next step.
              </Text>
            )}
            <FormAlert message={formError} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              {/* Never disabled for a refused amount: the focus may be on it, and would be lost. */}
              <Button type="submit" loading={create.isPending}>
                {system === 'card' ? 'Continue to card payment' : 'Submit the transfer'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function SystemChoiceSingle({ system, error }: { readonly system: PaymentSystem; readonly error?: string }) {
  const names = usePaymentSystemNames();
  return (
    <Stack gap={2}>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          Pay by:{' '}
        </Text>
        {names[system]}
      </Text>
      {error ? (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
