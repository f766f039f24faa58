// A calendar day typed as §9 shows dates, DD/MM/YYYY, whatever the browser's language: the browser's own
// date input shows the day in its locale's order (MM/DD/YYYY in American English), which read 04/12/2001
// as 4 December in one screen and 12 April in the next. The field hands its form the API's YYYY-MM-DD once
// the text is a real day, and the text as typed otherwise, so the form's rule answers 'Enter a valid date'.
// A pasted YYYY-MM-DD is taken as well. Decision 030.
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { formatDate } from '../format/date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TYPED_DAY = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;

/** The YYYY-MM-DD of a typed day (DD/MM/YYYY, with / . - or a space, or YYYY-MM-DD); null when none. */
export function dayFromText(text: string): string | null {
  const trimmed = text.trim();
  let iso = trimmed;
  const typed = TYPED_DAY.exec(trimmed);
  if (typed) {
    const [day, month, year] = typed.slice(1) as [string, string, string];
    iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  } else if (!ISO_DAY.test(trimmed)) {
    return null;
  }
  // formatDate shows nothing for a day that does not exist (31/02).
  return formatDate(iso, '') === '' ? null : iso;
}

/** What the form holds for `text`: the day as YYYY-MM-DD, or the trimmed text when it is not one. */
const heldValue = (text: string) => dayFromText(text) ?? text.trim();

/** The text shown for a value: DD/MM/YYYY for a day, anything else as it is. */
const textOf = (value: string) => formatDate(value, '') || value;

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** YYYY-MM-DD, '' or text that is not a day yet. */
  value: string;
  onChange: (value: string) => void;
}

export function DateField({ value, onChange, onBlur, ...props }: DateFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  const [received, setReceived] = useState(value);
  // A new value from outside (loaded from the server, a reset) replaces the text unless it says the same.
  if (value !== received) {
    setReceived(value);
    if (heldValue(text) !== value) setText(textOf(value));
  }
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    onChange(heldValue(next));
  };
  // Leaving the field writes a day the way the portal shows days (a pasted 2001-04-12 becomes 12/04/2001).
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const day = dayFromText(text);
    if (day) setText(textOf(day));
    onBlur?.(event);
  };
  return (
    <TextInput
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...props}
      value={text}
      onChange={change}
      onBlur={blur}
    />
  );
}

/**
 * For a filter: `apply` gets a whole day, or undefined once the field is emptied; text on its way to a day
 * is not applied (a filter does not show 'Enter a valid date').
 */
export const onWholeDay =
  (apply: (day: string | undefined) => void) =>
  (value: string): void => {
    if (value === '') apply(undefined);
    else if (ISO_DAY.test(value)) apply(value);
  };
