// The marathon team application form (decision 019): the team, its country and contacts, the person who will
// administer it and the documents. Checked with the contract's createTeamApplicationBodySchema (messages on
// blur, then on input, every one on submit); the server's invalid_fields land on their fields, anything else
// above the form. On success the applicant goes on to confirm the contact e-mail with the code sent to it.
import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { createTeamApplicationBodySchema } from '@portal/contract/team-application';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type FieldErrors, parseErrors, useContractForm } from '../../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { useCreateTeamApplication } from '../api/apply';
import { CountrySelect } from './country-select';
import { type DocumentItem, DocumentsField, uploadedDocuments } from './documents-field';

interface Values {
  [key: string]: string;
  team_name: string;
  country_code: string;
  contact_email: string;
  contact_phone: string;
  administrator_first_name: string;
  administrator_last_name: string;
  administrator_email: string;
  /** Never typed: the documents live in their own list; this key only carries their messages. */
  documents: string;
}
type Field = keyof Values & string;

const FIELDS: readonly Field[] = [
  'team_name',
  'country_code',
  'contact_email',
  'contact_phone',
  'administrator_first_name',
  'administrator_last_name',
  'administrator_email',
  'documents',
];

/** A schema or server key ('documents.2' included) to its field. */
const fieldOf = (key: string): Field | null => {
  const head = key.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? (head as Field) : null;
};

const INITIAL: Values = {
  team_name: '',
  country_code: '',
  contact_email: '',
  contact_phone: '',
  administrator_first_name: '',
  administrator_last_name: '',
  administrator_email: '',
  documents: '',
};

/** Navigation state: the code has just gone out, so 'Send a new code' waits first. */
export interface CodeSentState {
  readonly codeSent?: boolean;
}

export function TeamApplicationForm() {
  const navigate = useNavigate();
  const create = useCreateTeamApplication();
  const [documents, setDocuments] = useState<readonly DocumentItem[]>([]);
  const uploading = documents.some((item) => item.state === 'uploading');

  const bodyOf = (values: Values) => {
    const { documents: _messagesOnly, ...fields } = values;
    return { ...fields, documents: uploadedDocuments(documents) };
  };

  const validate = (values: Values): FieldErrors<Field> =>
    parseErrors(createTeamApplicationBodySchema.safeParse(bodyOf(values)), fieldOf);

  const form = useContractForm<Values>({ initial: INITIAL, validate, fieldOf });

  const submit = form.handleSubmit({
    send: (values) => {
      const parsed = createTeamApplicationBodySchema.parse(bodyOf(values));
      return create.mutateAsync(parsed);
    },
    failure: 'The application could not be sent. Please try again.',
    onSuccess: (receipt) =>
      navigate(screenPath('confirm-team-application', { email: receipt.contact_email, id: receipt.id }), {
        state: { codeSent: true } satisfies CodeSentState,
      }),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Team application">
      <Stack gap="lg">
        <FormAlert message={form.formError} />
        <Fieldset legend="Team" variant="unstyled">
          <Stack gap="sm">
            <TextInput label="Team name" withAsterisk maxLength={100} {...form.text('team_name')} />
            <CountrySelect
              label="Country"
              withAsterisk
              value={form.values.country_code}
              onChange={(code) => form.setValue('country_code', code)}
              onBlur={form.blur('country_code')}
              error={form.errors.country_code}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="Contact e-mail"
                type="email"
                autoComplete="email"
                withAsterisk
                description="We send the confirmation code here."
                {...form.text('contact_email')}
              />
              <TextInput
                label="Contact phone"
                type="tel"
                autoComplete="tel"
                withAsterisk
                description="With the country code, e.g. +39 06 1234 5678."
                {...form.text('contact_phone')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Team administrator" variant="unstyled">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="First name"
                autoComplete="off"
                withAsterisk
                maxLength={100}
                {...form.text('administrator_first_name')}
              />
              <TextInput
                label="Last name"
                autoComplete="off"
                withAsterisk
                maxLength={100}
                {...form.text('administrator_last_name')}
              />
            </SimpleGrid>
            <TextInput
              label="Administrator's e-mail"
              type="email"
              autoComplete="off"
              withAsterisk
              description="Once WSK approves the team, we invite this person to the portal to manage it."
              {...form.text('administrator_email')}
            />
          </Stack>
        </Fieldset>
        <DocumentsField
          items={documents}
          onItemsChange={(update) => {
            setDocuments(update);
            // A changed list may clear a message about it (a refused upload removed).
            if (form.errors.documents) form.setErrors({ ...form.errors, documents: undefined });
          }}
          error={form.errors.documents}
        />
        <Button type="submit" size="md" fullWidth loading={create.isPending} disabled={uploading}>
          {uploading ? 'Uploading documents…' : 'Send the application'}
        </Button>
      </Stack>
    </form>
  );
}
