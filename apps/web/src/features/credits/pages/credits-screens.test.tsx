// The credits screens: the web app's open-source packages from the build, the link to their licence
// texts, the version of the deployment, and the filter of the full page.

import packages from 'virtual:open-source-credits';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfigFetch, renderRoutes } from '../../../app/testing/render-routes';

afterEach(() => vi.unstubAllGlobals());

const packageList = () => screen.findByRole('list', { name: 'Open-source packages' });

describe('credits', () => {
  it('lists the packages the web app is built with, with versions, licences and links', async () => {
    mockConfigFetch({ credits_page: true });
    renderRoutes('/credits');
    const items = within(await packageList()).getAllByRole('listitem');
    expect(items).toHaveLength(packages.length);
    // Read from node_modules at build time: the app's own dependencies are among them, the workspace is not.
    const names = packages.map((pkg) => pkg.name);
    expect(names).toEqual(expect.arrayContaining(['react', 'react-router', '@mantine/core', 'zod']));
    expect(names.some((name) => name.startsWith('@portal/'))).toBe(false);
    const react = packages.find((pkg) => pkg.name === 'react');
    expect(screen.getByRole('link', { name: 'react (opens in a new tab)' }).getAttribute('href')).toBe(
      react?.url,
    );
    expect(screen.getAllByText(`${react?.version} · MIT`).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'full licence texts' }).getAttribute('href')).toBe(
      '/third-party-licenses.txt',
    );
    expect(await screen.findByText('Version test')).toBeTruthy();
  });

  it('filters the packages by name and says when none matches', async () => {
    mockConfigFetch({ credits_page: true });
    renderRoutes('/credits');
    await packageList();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a package' }), {
      target: { value: 'ROUTER' },
    });
    const shown = within(screen.getByRole('list', { name: 'Open-source packages' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text.toLowerCase().includes('router'))).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Find a package' }), {
      target: { value: 'no-such' },
    });
    expect(screen.getByRole('status').textContent).toBe("No package is named like 'no-such'.");
  });

  it('shows the mobile credits without the filter, whatever the flag', async () => {
    mockConfigFetch();
    renderRoutes('/credits-mobile');
    expect(within(await packageList()).getAllByRole('listitem')).toHaveLength(packages.length);
    expect(screen.queryByRole('textbox', { name: 'Find a package' })).toBeNull();
  });
});
