// First and last name side by side (sign-up, the operations staff's main information), both required.
import { SimpleGrid, TextInput } from '@mantine/core';
import type { TextFieldProps } from '../../../shared/forms/use-contract-form';

export function NameFields({ firstName, lastName }: { firstName: TextFieldProps; lastName: TextFieldProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="First name" autoComplete="given-name" withAsterisk {...firstName} />
      <TextInput label="Last name" autoComplete="family-name" withAsterisk {...lastName} />
    </SimpleGrid>
  );
}
