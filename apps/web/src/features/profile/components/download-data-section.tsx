// "Download my data": a copy of everything the portal holds about the user, as one JSON file
// (docs/decisions/025-personal-data-export-and-erasure.md).
import { Button } from '@mantine/core';
import { ApiError } from '../../../shared/api/api-error';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useDownloadMyData } from '../api/get-my-data';
import { SettingsSection } from './settings-section';

export function DownloadDataSection() {
  const download = useDownloadMyData();
  const failure = download.error;
  const message = failure
    ? failure instanceof ApiError && failure.error.message
      ? failure.error.message
      : 'Your data could not be downloaded. Please try again.'
    : null;

  return (
    <SettingsSection
      id="download-data"
      title="Download my data"
      description="A JSON file with every record the portal holds about you: your profile, documents, sports, registrations, orders and payments. Password and security codes are left out; uploaded files are listed with links that work for a few minutes."
    >
      <Button
        variant="default"
        onClick={() => download.mutate()}
        loading={download.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Download my data
      </Button>
      <FormAlert message={message} />
    </SettingsSection>
  );
}
