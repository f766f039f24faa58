import { MantineProvider, Skeleton } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../testing/dom-stubs';
import { LoadingBlock } from './loading-block';

async function prohibitedAttributes(element: ReactNode) {
  const { container } = render(<MantineProvider>{element}</MantineProvider>);
  const results = await axe.run(container, { runOnly: ['aria-prohibited-attr'] });
  return results.violations.map((violation) => violation.id);
}

beforeAll(installDomStubs);

describe('LoadingBlock', () => {
  it('is announced as a status with its label', () => {
    render(
      <MantineProvider>
        <LoadingBlock label="Loading the roster" height={120} />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading the roster' })).toBeTruthy();
  });

  it('carries its label where axe allows one, unlike a bare labelled skeleton', async () => {
    expect(await prohibitedAttributes(<LoadingBlock label="Loading the totals" height={44} />)).toEqual([]);
    expect(await prohibitedAttributes(<Skeleton aria-label="Loading the totals" height={44} />)).toEqual([
      'aria-prohibited-attr',
    ]);
  });
});
