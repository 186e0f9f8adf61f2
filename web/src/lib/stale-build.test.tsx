import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentBuild, isModuleLoadError, pageReload, RELOADED_BUILD_KEY } from '@/lib/stale-build';
import { fakeServer, unauthorized, renderApp } from '@/test/app';

// Hoisted: the router's first import of the page meets the failure, as a
// tab does when a deploy removed the build it runs.
vi.mock('@/app/routes/about-data', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/about-data-1a2b.js');
});

describe('a page module missing after a deploy', () => {
  it('tells a failed fetch of a module from other errors, in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://stride.example/assets/jobs-1a2b.js',
      'error loading dynamically imported module: https://stride.example/assets/jobs-1a2b.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/jobs-1a2b.css',
    ]) {
      expect(isModuleLoadError(new TypeError(message))).toBe(true);
    }
    expect(isModuleLoadError(new Error('broken page'))).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
  });

  it('reloads the page once, showing a spinner rather than the error meanwhile', async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/about-data');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(RELOADED_BUILD_KEY)).toBe(currentBuild);
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });
});
