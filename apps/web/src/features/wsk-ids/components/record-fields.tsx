// A person's fields as label/value rows, in the same order for the record and for each candidate so the
// two read side by side; rows that agree with the record are tinted and say so to screen readers.
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './wsk-ids.module.css';

export interface FieldRow {
  readonly label: string;
  readonly value: ReactNode;
  /** Compared with the record: true tints the row. */
  readonly agrees?: boolean;
}

export function RecordFields({
  rows,
  label,
}: {
  readonly rows: readonly FieldRow[];
  readonly label: string;
}) {
  return (
    <dl className={classes.fields} aria-label={label}>
      {rows.map((row) => (
        <Box key={row.label} className={classes.fieldRow} data-agrees={row.agrees || undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={500} className={classes.fieldValue}>
            {row.value}
            {row.agrees ? (
              <>
                <IconCheck size={14} stroke={2.4} className={classes.agreeIcon} aria-hidden />
                <VisuallyHidden>(same as the record)</VisuallyHidden>
              </>
            ) : null}
          </Text>
        </Box>
      ))}
    </dl>
  );
}
