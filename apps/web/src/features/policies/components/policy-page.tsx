// The frame of a policy page: title, 'last updated' date and readable sections of text.
import { Divider, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PolicySection {
  heading: string;
  paragraphs?: readonly ReactNode[];
  items?: readonly ReactNode[];
}

export interface PolicyPageProps {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}

const displayDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

export function PolicyPage({ title, updated, intro, sections }: PolicyPageProps) {
  return (
    <Stack component="article" gap="lg">
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          Last updated: <time dateTime={updated}>{displayDate(updated)}</time>
        </Text>
      </Stack>
      <Text size="lg" lh={1.6}>
        {intro}
      </Text>
      <Divider />
      {sections.map((section, index) => (
        <Stack component="section" gap="xs" key={section.heading}>
          <Title order={2} fz="h3">
            {index + 1}. {section.heading}
          </Title>
          {section.paragraphs?.map((paragraph, paragraphIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <Text key={paragraphIndex} lh={1.65}>
              {paragraph}
            </Text>
          ))}
          {section.items ? (
            <List spacing={6} lh={1.6}>
              {section.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                <List.Item key={itemIndex}>{item}</List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
