import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

function Pace({ initial, onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="pace">Pace</label>
      <Select
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      >
        <SelectTrigger id="pace">
          <SelectValue placeholder="Choose a pace" />
        </SelectTrigger>
        <SelectContent>
          {['relaxed', 'steady'].map((p) => (
            <SelectItem key={p} value={p}>
              {p === 'relaxed' ? 'Relaxed' : 'Steady'}
            </SelectItem>
          ))}
          <SelectItem value="intense">Intense</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe('Select (Radix fetched on first use)', () => {
  it('shows the chosen label, or the placeholder, before Radix is loaded', () => {
    const { unmount } = render(<Pace initial="steady" />);
    const trigger = screen.getByRole('combobox', { name: 'Pace' });
    expect(trigger).toHaveTextContent('Steady');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('data-placeholder');
    unmount();
    render(<Pace />);
    expect(screen.getByRole('combobox', { name: 'Pace' })).toHaveTextContent('Choose a pace');
    expect(screen.getByRole('combobox', { name: 'Pace' })).toHaveAttribute('data-placeholder', '');
  });

  it('opens on the first press and chooses an item', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Pace initial="relaxed" onChange={(v) => chosen.push(v)} />);
    await user.click(screen.getByRole('combobox', { name: 'Pace' }));
    await user.click(await screen.findByRole('option', { name: 'Intense' }));
    expect(chosen).toEqual(['intense']);
    expect(screen.getByRole('combobox', { name: 'Pace' })).toHaveTextContent('Intense');
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Pace initial="relaxed" />);
    screen.getByRole('combobox', { name: 'Pace' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Steady' })).toBeInTheDocument();
  });
});
