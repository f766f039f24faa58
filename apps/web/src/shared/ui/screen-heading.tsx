// The title of a screen with its one-line introduction underneath.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Hyphenated words ('e-mail', 'anti-doping') stay on one line of a large heading. */
export function keepHyphenatedWords(title: ReactNode): ReactNode {
  if (typeof title !== 'string') return title;
  return title.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={part + String(index)} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function ScreenHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{keepHyphenatedWords(title)}</Title>
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}
