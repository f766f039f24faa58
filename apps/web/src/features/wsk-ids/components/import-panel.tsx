// Importing a CSV of the WSK id database (WSK administrators): the file is read in the browser and sent as
// text; refusals of the whole file show under the button. The screen shows the report (`importer.data`)
// at full width, where its table of rejected rows has room.
import { Alert, Button, Code, FileInput, Group, List, Stack, Text } from '@mantine/core';
import {
  MAX_WSK_ID_IMPORT_CHARS,
  WSK_ID_IMPORT_COLUMNS,
  WSK_ID_IMPORT_REQUIRED_COLUMNS,
} from '@portal/contract/endpoints/wsk-ids';
import { IconAlertCircle, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { useImportWskIds } from '../api/import-wsk-ids';
import { importErrorMessages, TOO_LARGE_MESSAGE } from '../lib/import-error';

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export function ImportPanel({
  importer: importWskIds,
}: {
  readonly importer: ReturnType<typeof useImportWskIds>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblems([]);
    importWskIds.reset();
  };

  const submit = async () => {
    if (!file) {
      setProblems(['Choose a CSV file first.']);
      return;
    }
    if (!isCsv(file)) {
      setProblems(['The file must be a CSV (.csv).']);
      return;
    }
    setReading(true);
    let content: string;
    try {
      content = await file.text();
    } catch {
      setProblems(['The file could not be read. Choose it again.']);
      return;
    } finally {
      setReading(false);
    }
    // The server refuses these too; checking first saves sending megabytes for nothing.
    if (content.trim() === '') {
      setProblems(['The file is empty.']);
      return;
    }
    if (content.length > MAX_WSK_ID_IMPORT_CHARS) {
      setProblems([TOO_LARGE_MESSAGE]);
      return;
    }
    setProblems([]);
    importWskIds.mutate(
      { file_name: file.name, content },
      { onError: (error) => setProblems(importErrorMessages(error)) },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Columns by header name, in any order: <Code>{WSK_ID_IMPORT_COLUMNS.join(', ')}</Code>.{' '}
        {WSK_ID_IMPORT_REQUIRED_COLUMNS.join(', ')} are required; a WSK id already in the database updates its
        record.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          clearable
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          onClick={() => void submit()}
          loading={reading || importWskIds.isPending}
          disabled={!file}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Import
        </Button>
      </Group>
      {problems.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="The file was not imported"
          role="alert"
        >
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
