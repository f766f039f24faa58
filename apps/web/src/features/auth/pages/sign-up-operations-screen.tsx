// /operations/sign-up: operations staff (signed in, e.g. invited) give their main information, checked with
// the contract's update schema, then go on to the sign-up guard's target (§4).
import { Button, Stack, TextInput } from '@mantine/core';
import { type UpdateUserBody, updateUserBodySchema } from '@portal/contract/endpoints/users';
import { validationMessages } from '@portal/contract/validation';
import { useEffect, useRef } from 'react';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useUpdateCurrentUser } from '../api/update-user';
import { NameFields } from '../components/name-fields';
import { useCurrentUser } from '../hooks/use-current-user';

type Values = Record<'first_name' | 'last_name' | 'middle_name' | 'stage_name', string>;
type Field = keyof Values;
const FIELDS: readonly Field[] = ['first_name', 'last_name', 'middle_name', 'stage_name'];

const bodyOf = (values: Values): UpdateUserBody => ({
  first_name: values.first_name,
  last_name: values.last_name,
  middle_name: values.middle_name.trim() === '' ? null : values.middle_name,
  stage_name: values.stage_name.trim() === '' ? null : values.stage_name,
});

const fieldOf = (key: string): Field | null => (FIELDS.includes(key as Field) ? (key as Field) : null);

function validate(values: Values): FieldErrors<Field> {
  // The update body makes every field optional; names are required here (nameField rejects blanks).
  const errors = parseErrors(updateUserBodySchema.safeParse(bodyOf(values)), fieldOf);
  for (const field of ['first_name', 'last_name'] as const) {
    if (values[field].trim() === '') errors[field] ??= validationMessages.required;
  }
  return errors;
}

export default function SignUpOperationsScreen() {
  const continueSignUp = useContinueSignUp();
  const user = useCurrentUser();
  const update = useUpdateCurrentUser();
  const form = useContractForm<Values>({
    initial: { first_name: '', last_name: '', middle_name: '', stage_name: '' },
    validate,
    fieldOf,
  });

  // Invited staff may already have names on file: start from them once the user has loaded.
  const filled = useRef(false);
  const { fill } = form;
  useEffect(() => {
    if (!user || filled.current) return;
    filled.current = true;
    const known: Partial<Values> = {};
    for (const field of FIELDS) known[field] = user[field] ?? '';
    fill(known);
  }, [user, fill]);

  const submit = form.handleSubmit({
    send: (values) => update.mutateAsync(bodyOf(values)),
    failure: 'Your details could not be saved. Please try again.',
    onSuccess: () => {
      return continueSignUp();
    },
  });

  return (
    <Stack gap="lg">
      <ScreenHeading title="Your main information">
        Tell us how you appear in the federation's records.
      </ScreenHeading>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NameFields firstName={form.text('first_name')} lastName={form.text('last_name')} />
          <TextInput label="Middle name" autoComplete="additional-name" {...form.text('middle_name')} />
          <TextInput
            label="Stage name"
            description="The name you are known by, if any"
            {...form.text('stage_name')}
          />
          <Button type="submit" size="md" fullWidth loading={update.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
