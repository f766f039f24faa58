// The open-source packages of the web app (read from node_modules at build time) with their licences,
// and the link to the full licence texts the build writes beside the app.

import packages from 'virtual:open-source-credits';
import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './open-source-credits.module.css';

export const LICENSES_PATH = '/third-party-licenses.txt';

export interface OpenSourceCreditsProps {
  /** A filter field over the list (the full page; the mobile page stays a plain list). */
  filterable?: boolean;
}

export function OpenSourceCredits({ filterable = false }: OpenSourceCreditsProps) {
  const [filter, setFilter] = useState('');
  const headingId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = needle ? packages.filter((pkg) => pkg.name.toLowerCase().includes(needle)) : packages;

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        Open-source software
      </Title>
      <Text lh={1.6}>
        The portal is built with {packages.length} open-source packages. We thank their authors. Each is used
        under the licence shown; the{' '}
        <Anchor href={LICENSES_PATH} target="_blank" rel="noopener">
          full licence texts
        </Anchor>{' '}
        come with the portal.
      </Text>
      {filterable ? (
        <TextInput
          label="Find a package"
          placeholder="Package name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      ) : null}
      {shown.length === 0 ? (
        <Text c="dimmed" role="status">
          No package is named like '{filter.trim()}'.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Open-source packages">
          {shown.map((pkg) => (
            <li key={`${pkg.name}@${pkg.version}`} className={classes.item}>
              <Group gap={6} wrap="nowrap" className={classes.name}>
                {pkg.url ? (
                  <Anchor
                    href={pkg.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    fw={600}
                    aria-label={`${pkg.name} (opens in a new tab)`}
                  >
                    {pkg.name}
                    <IconExternalLink size={14} aria-hidden className={classes.icon} />
                  </Anchor>
                ) : (
                  <Text fw={600} span>
                    {pkg.name}
                  </Text>
                )}
              </Group>
              <Text size="sm" c="dimmed" span className={classes.meta}>
                {pkg.version} · {pkg.license}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
