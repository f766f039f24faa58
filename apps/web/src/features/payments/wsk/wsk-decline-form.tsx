// Declining a payment or a refund: the reason is required and shown to the payer. Each endpoint names the
// reason its own way and caps its length; the form checks it with that endpoint's schema.
import { Textarea } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { appEvents } from '../../../shared/events/app-events';
import { type ParseResult, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { DecisionForm } from '../components/decision-form';

export interface WskDeclineFormProps {
  /** The form's accessible name (the dialog's title). */
  readonly title: string;
  /** The endpoint's name of the reason, as its schema and its refusals say it. */
  readonly reasonKey: string;
  readonly maxLength: number;
  /** The endpoint's schema run on a reason. */
  readonly check: (reason: string) => ParseResult;
  readonly send: (reason: string) => Promise<unknown>;
  readonly pending: boolean;
  /** The message when the call fails without one of its own. */
  readonly failure: string;
  /** The tip once declined. */
  readonly declined: string;
  readonly submit: string;
  readonly onClose: () => void;
}

export function WskDeclineForm({ reasonKey, check, send, ...props }: WskDeclineFormProps) {
  const fieldOf = (key: string) => (key === reasonKey ? 'reason' : null);
  const form = useContractForm({
    initial: { reason: '' },
    validate: (values) => parseErrors<'reason'>(check(values.reason), fieldOf),
    fieldOf,
  });
  return (
    <DecisionForm
      label={props.title}
      onSubmit={form.handleSubmit({
        send: (values) => send(values.reason.trim()),
        failure: props.failure,
        onSuccess: () => {
          appEvents.emit(APP_EVENTS.SHOW_TIP, { message: props.declined });
          props.onClose();
        },
      })}
      error={form.formError}
      submit={props.submit}
      color="red"
      pending={props.pending}
      onCancel={props.onClose}
    >
      <Textarea
        label="Reason"
        description="Shown to the payer"
        withAsterisk
        rows={3}
        maxLength={props.maxLength}
        data-autofocus
        {...form.text('reason')}
      />
    </DecisionForm>
  );
}
