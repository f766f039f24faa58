// Changing the signed-in user's e-mail or phone (/update-email, /update-phone): the new address is saved
// unconfirmed and the user goes on to confirm it with the code sent there.
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { updateUserBodySchema } from '@portal/contract/endpoints/users';
import type { ContactType } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { validationMessages } from '@portal/contract/validation';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useUpdateCurrentUser } from '../api/update-user';
import { codeSentState } from './confirm-contact';

const bodyOf = (type: ContactType, value: string) => (type === 'email' ? { email: value } : { phone: value });

export function UpdateContact({ type }: { type: ContactType }) {
  const navigate = useNavigate();
  const update = useUpdateCurrentUser();
  const form = useContractForm<{ value: string }>({
    initial: { value: '' },
    validate: ({ value }) => {
      // The update body makes every field optional; on this form the address is required.
      if (value.trim() === '') return { value: validationMessages.required };
      return parseErrors(updateUserBodySchema.safeParse(bodyOf(type, value)), (key) =>
        key === type ? 'value' : null,
      );
    },
    fieldOf: (key) => (key === type ? 'value' : null),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      await update.mutateAsync(bodyOf(type, form.values.value));
    } catch (error) {
      form.fail(error, 'The change could not be saved. Please try again.');
      return;
    }
    navigate(screenPath(type === 'email' ? 'confirm-email' : 'confirm-phone'), {
      replace: true,
      state: codeSentState,
    });
  };

  const email = type === 'email';
  return (
    <Stack gap="lg">
      <ScreenHeading title={email ? 'Change your e-mail address' : 'Change your phone number'}>
        We will send a code to the new {email ? 'address' : 'number'} to confirm it.
      </ScreenHeading>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={email ? 'New e-mail address' : 'New phone number'}
            type={email ? 'email' : 'tel'}
            autoComplete={email ? 'email' : 'tel'}
            placeholder={email ? 'name@example.com' : '+41 79 123 45 67'}
            withAsterisk
            {...form.text('value')}
          />
          <Button type="submit" size="md" fullWidth loading={update.isPending}>
            Save and send a code
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        <Anchor component={AppLink} to={screenPath(email ? 'confirm-email' : 'confirm-phone')} fw={600}>
          Back to the confirmation
        </Anchor>
      </Text>
    </Stack>
  );
}
