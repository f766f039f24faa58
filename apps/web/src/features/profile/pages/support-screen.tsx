// /profile/support: write to the federation's support, and see one's recent requests below.
import { Divider, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { SupportRequestForm } from '../components/support-request-form';
import { SupportRequestList } from '../components/support-request-list';

export default function SupportScreen() {
  // A new key after each request gives a fresh, untouched form.
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="lg">
      <ScreenHeading title="Support">
        Questions about your account, your sports or an event? Write to us and we will answer by e-mail.
      </ScreenHeading>
      <Paper withBorder radius="md" p="md">
        <SupportRequestForm key={formKey} onSent={() => setFormKey((key) => key + 1)} />
      </Paper>
      <Divider />
      <SupportRequestList />
    </Stack>
  );
}
