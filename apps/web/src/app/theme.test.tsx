// What the theme gives every screen for keyboard and screen-reader users: the focus ring on fields, and a
// name on the icon-only close buttons of dialogs and notifications.
import { MantineProvider, Modal, Notification, PasswordInput, Select, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../shared/testing/dom-stubs';

import { theme } from './theme';
import classes from './theme.module.css';

beforeAll(() => installDomStubs());

describe('theme', () => {
  it('gives every kind of field the focus ring class', () => {
    render(
      <MantineProvider theme={theme}>
        <TextInput label="City" />
        <PasswordInput label="Password" />
        <Select label="Country" data={['Italy']} />
      </MantineProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'City' }).classList).toContain(classes.input);
    // A password field's frame holds its input and toggle: the frame is ringed.
    expect(screen.getByLabelText('Password').parentElement?.classList).toContain(classes.input);
    expect(screen.getByRole('combobox', { name: 'Country' }).classList).toContain(classes.input);
  });

  it('names the close buttons of dialogs and notifications', async () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => undefined} title="Marathon entries">
          Text
        </Modal>
        <Notification title="Card payment started" />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Marathon entries' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});
