// The account's main information (first, last, middle and stage name), checked with the contract's update
// body (§5) and saved with PATCH users/{id}/. The screen gives the actions.
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UpdateUserBody, updateUserBodySchema } from '@portal/contract/endpoints/users';
import type { User } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useUpdateMainInformation } from '../api/update-main-information';
import type { FormActionsApi } from './form-actions';

type Field = 'first_name' | 'last_name' | 'middle_name' | 'stage_name';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['first_name', 'last_name', 'middle_name', 'stage_name'];

/** What the form sends: an empty middle or stage name is none. */
const bodyOf = (values: Values): UpdateUserBody => ({
  first_name: values.first_name,
  last_name: values.last_name,
  middle_name: values.middle_name.trim() === '' ? null : values.middle_name,
  stage_name: values.stage_name.trim() === '' ? null : values.stage_name,
});

const fieldOf = (key: string): Field | null => (FIELDS.includes(key as Field) ? (key as Field) : null);

function validate(values: Values): FieldErrors<Field> {
  const errors = parseErrors(updateUserBodySchema.safeParse(bodyOf(values)), fieldOf);
  // The update body makes every field optional; the account keeps both names.
  for (const field of ['first_name', 'last_name'] as const) {
    if (values[field].trim() === '') errors[field] ??= validationMessages.required;
  }
  return errors;
}

export interface MainInformationFormProps extends FormActionsApi {
  readonly user: User;
}

export function MainInformationForm({ user, actions, onSaved }: MainInformationFormProps) {
  const save = useUpdateMainInformation(user.id);
  const form = useContractForm<Values>({
    initial: {
      first_name: user.first_name,
      last_name: user.last_name,
      middle_name: user.middle_name ?? '',
      stage_name: user.stage_name ?? '',
    },
    validate,
    fieldOf,
  });

  const submit = form.handleSubmit({
    send: (values) => save.mutateAsync(bodyOf(values)),
    failure: 'Your main information could not be saved. Please try again.',
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Main information">
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.text('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.text('last_name')} />
          <TextInput
            label="Middle name"
            description="If you have one"
            autoComplete="additional-name"
            {...form.text('middle_name')}
          />
          <TextInput
            label="Stage name"
            description="The name you are known by, if any"
            {...form.text('stage_name')}
          />
        </SimpleGrid>
        {actions({ submitting: save.isPending })}
      </Stack>
    </form>
  );
}
