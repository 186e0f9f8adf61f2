import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardTitle } from '@/components/ui/card';

describe('CardTitle', () => {
  it('is a level-2 heading, right under the page’s h1', () => {
    render(<CardTitle>Quick Actions</CardTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeInTheDocument();
  });
  it('takes the level of a card inside a section with its own h2', () => {
    render(<CardTitle level={3}>Filter rows</CardTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Filter rows' })).toBeInTheDocument();
  });
});
