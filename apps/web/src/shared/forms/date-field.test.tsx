// The date field types and shows DD/MM/YYYY and hands its form YYYY-MM-DD (§9 date display).
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../testing/dom-stubs';

import { DateField, dayFromText } from './date-field';

beforeAll(installDomStubs);

describe('dayFromText', () => {
  it.each([
    ['12/04/2001', '2001-04-12'],
    ['1/4/2001', '2001-04-01'],
    ['12.04.2001', '2001-04-12'],
    ['12-04-2001', '2001-04-12'],
    [' 29/02/2024 ', '2024-02-29'],
    ['2001-04-12', '2001-04-12'],
  ])('reads %s as %s', (text, day) => {
    expect(dayFromText(text)).toBe(day);
  });

  it.each(['', '12/04', '31/02/2001', '29/02/2023', '04/13/2001', '2001-13-01', 'tomorrow', '12/04/01'])(
    'finds no day in %j',
    (text) => {
      expect(dayFromText(text)).toBeNull();
    },
  );
});

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <DateField
        label="Date of birth"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2030-01-31')}>
        Load
      </button>
    </MantineProvider>
  );
}

describe('DateField', () => {
  it('shows a loaded day as DD/MM/YYYY and hands back YYYY-MM-DD', () => {
    const onValue = vi.fn();
    render(<Harness initial="2001-04-12" onValue={onValue} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.value).toBe('12/04/2001');
    expect(input.placeholder).toBe('DD/MM/YYYY');

    fireEvent.change(input, { target: { value: '03/11/1999' } });
    expect(onValue).toHaveBeenLastCalledWith('1999-11-03');
    expect(input.value).toBe('03/11/1999');
  });

  it('keeps what is typed while it is not a day, and hands that text on for the form to refuse', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '31/02/20' } });
    expect(onValue).toHaveBeenLastCalledWith('31/02/20');
    expect(input.value).toBe('31/02/20');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('writes a pasted YYYY-MM-DD as DD/MM/YYYY once the field is left', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2001-04-12' } });
    expect(onValue).toHaveBeenLastCalledWith('2001-04-12');
    fireEvent.blur(input);
    expect(input.value).toBe('12/04/2001');
  });

  it('shows a value set from outside', () => {
    render(<Harness initial="2001-04-12" onValue={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('31/01/2030');
  });
});
