import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { copyToClipboard } from '@/lib/clipboard';
import { LogoDownloads } from '@/features/downloads/components/logo-downloads';

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <LogoDownloads />
      <Toaster />
    </>,
  );
  return user;
}

describe('LogoDownloads', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers each logo file from the site root as a download, and the guidelines', () => {
    renderPage();
    const expected: Array<[string, string]> = [
      ['Download SVG of the full logo', '/stride-logo.svg'],
      ['Download PNG of the full logo', '/stride-logo.png'],
      ['Download SVG of the icon', '/stride-icon.svg'],
      ['Download PNG of the icon', '/stride-icon.png'],
      ['Download usage guidelines', '/stride-logo-guidelines.txt'],
    ];
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('download');
    }
    expect(screen.getByRole('img', { name: 'Stride full logo preview' })).toHaveAttribute('src', '/stride-logo.svg');
    expect(screen.getByRole('img', { name: 'Stride icon preview' })).toHaveAttribute('src', '/stride-icon.svg');
    expect(document.title).toBe('Logo downloads · Stride');
  });

  it("copies a colour and says so in the seed's toast", async () => {
    const user = renderPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy Sky Blue #60a5fa' }));
    expect(writeText).toHaveBeenCalledWith('#60a5fa');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('#60a5fa copied to clipboard.')).toBeInTheDocument();
    // The button confirms it too, until it resets.
    expect(screen.getByRole('button', { name: 'Copy Sky Blue #60a5fa' })).toHaveClass('text-emerald-700');
  });
});

describe('copyToClipboard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('falls back to a selected text area when the Clipboard API is not allowed', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    const execCommand = vi.fn((command: string) => {
      // The text being copied is the selection at the moment of the copy.
      expect(command).toBe('copy');
      expect((document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value).toBe('#1d4ed8');
      return true;
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    await expect(copyToClipboard('#1d4ed8')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledOnce();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when neither way works', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await expect(copyToClipboard('#3b82f6')).resolves.toBe(false);
  });
});
