// A message to support from the signed-in user: subject and message, checked by the contract's schema
// (the server answers the same messages); the user's name and contacts come from their account.
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { type SupportRequestBody, supportRequestBodySchema } from '@portal/contract/endpoints/support';
import { appEvents } from '../../../shared/events/app-events';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useCreateSupportRequest } from '../api/create-support-request';

type Field = keyof SupportRequestBody;

/** `onSent` lets the screen start a fresh form (it remounts this one). */
export function SupportRequestForm({ onSent }: { readonly onSent: () => void }) {
  const create = useCreateSupportRequest();
  const form = useContractForm<Record<Field, string>>({
    initial: { subject: '', message: '' },
    validate: (values) =>
      parseErrors(supportRequestBodySchema.safeParse(values), (key) =>
        key === 'subject' || key === 'message' ? key : null,
      ),
  });

  const submit = form.handleSubmit({
    send: (values) => create.mutateAsync(values),
    failure: 'Your request could not be sent. Please try again.',
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, {
        title: 'Request sent',
        message: 'Our support team will answer you by e-mail, usually within two working days.',
      });
      onSent();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Write to support">
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput label="Subject" withAsterisk maxLength={150} {...form.text('subject')} />
        <Textarea label="Message" withAsterisk rows={6} {...form.text('message')} />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
