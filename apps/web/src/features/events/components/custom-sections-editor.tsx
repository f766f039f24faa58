// The custom sections of an event (§9 flag) in the event form: titled blocks of plain text shown under the
// description, added, moved up or down and removed here, up to the contract's limit.
import { ActionIcon, Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  MAX_CUSTOM_SECTIONS,
  moveSection,
  type SectionDraft,
  type SectionErrors,
  sectionDraft,
} from '../lib/event-form';

export interface CustomSectionsEditorProps {
  readonly sections: readonly SectionDraft[];
  readonly errors: readonly SectionErrors[];
  /** A message about the list as a whole (too many sections). */
  readonly listError?: string | null | undefined;
  readonly onChange: (sections: SectionDraft[]) => void;
}

export function CustomSectionsEditor({ sections, errors, listError, onChange }: CustomSectionsEditorProps) {
  const change = (index: number, field: 'title' | 'body', value: string) =>
    onChange(sections.map((section, at) => (at === index ? { ...section, [field]: value } : section)));
  const full = sections.length >= MAX_CUSTOM_SECTIONS;

  return (
    <Stack gap="sm" component="section" aria-labelledby="custom-sections-title">
      <Stack gap={2}>
        <Text fw={600} size="sm" id="custom-sections-title">
          Custom sections
        </Text>
        <Text size="xs" c="dimmed">
          Titled blocks of plain text shown under the description, in this order (up to {MAX_CUSTOM_SECTIONS}
          ).
        </Text>
      </Stack>
      {sections.map((section, index) => {
        const number = index + 1;
        return (
          <Fieldset key={section.key} legend={`Section ${number}`} variant="filled" p="sm">
            <Stack gap="xs">
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move section ${number} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveSection(sections, index, -1))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move section ${number} down`}
                  disabled={index === sections.length - 1}
                  onClick={() => onChange(moveSection(sections, index, 1))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove section ${number}`}
                  onClick={() => onChange(sections.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <TextInput
                label="Title"
                withAsterisk
                maxLength={150}
                value={section.title}
                onChange={(event) => change(index, 'title', event.currentTarget.value)}
                error={errors[index]?.title}
              />
              <Textarea
                label="Text"
                description="Plain text; line breaks are kept"
                withAsterisk
                rows={4}
                resize="vertical"
                maxLength={20_000}
                value={section.body}
                onChange={(event) => change(index, 'body', event.currentTarget.value)}
                error={errors[index]?.body}
              />
            </Stack>
          </Fieldset>
        );
      })}
      {listError ? (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => onChange([...sections, sectionDraft()])}
        >
          Add section
        </Button>
        {full ? (
          <Text size="xs" c="dimmed">
            An event has at most {MAX_CUSTOM_SECTIONS} sections.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
