// The policy pages render their text with a 'last updated' date in the content-full layout.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfigFetch, renderRoutes } from '../../../app/testing/render-routes';

afterEach(() => vi.unstubAllGlobals());

describe('policy pages', () => {
  it('shows the privacy policy', async () => {
    mockConfigFetch();
    renderRoutes('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText(/Last updated/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Your rights/ })).toBeTruthy();
  });

  it('shows the anti-doping policy with the 3-year certificate validity', async () => {
    mockConfigFetch();
    renderRoutes('/anti-doping-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anti-doping policy' })).toBeTruthy();
    expect(screen.getByText(/A certificate is valid for 3 years/)).toBeTruthy();
    expect(screen.getByText(/World Anti-Doping Code/)).toBeTruthy();
  });
});
