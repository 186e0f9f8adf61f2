import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobSchema, type Job } from '@/features/jobs/api/job-schema';
import { JobResults } from '@/features/jobs/components/job-results';

const makeJobs = (n: number, from = 0): Job[] =>
  Array.from({ length: n }, (_, i) =>
    jobSchema.parse({
      id: `j${from + i}`,
      title: `Job ${from + i}`,
      company: 'Acme',
      related: from + i >= 5,
      match: { score: 70, matchedSkills: ['SQL'], missingSkills: [] },
    }),
  );

function renderResults(jobs: Job[], overrides: Partial<Parameters<typeof JobResults>[0]> = {}) {
  const props = {
    jobs,
    total: 40,
    savedIds: new Set<string>(),
    savingId: undefined,
    onSave: vi.fn(),
    onApply: vi.fn(),
    hasNextPage: true,
    isFetchingNextPage: false,
    onLoadMore: vi.fn(),
    ...overrides,
  };
  const view = render(<JobResults {...props} />);
  return { ...view, props, rerender: (next: Partial<typeof props>) => view.rerender(<JobResults {...props} {...next} />) };
}

/** Runs the render tasks one by one (each one's effect schedules the next) until none is left. */
function drain() {
  for (let i = 0; i < 50 && vi.getTimerCount() > 0; i++) act(() => void vi.advanceTimersToNextTimer());
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('JobResults', () => {
  it('draws the first cards with the page and the rest one per task, then the count and Load more', () => {
    renderResults(makeJobs(20));
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
    expect(screen.queryByTestId('jobs-shown')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getAllByTestId('job-card')).toHaveLength(3);
    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getAllByTestId('job-card')).toHaveLength(4);

    drain();
    const titles = screen.getAllByTestId('job-title').map((t) => t.textContent);
    expect(titles).toEqual(makeJobs(20).map((j) => j.title));
    expect(screen.getByTestId('jobs-shown')).toHaveTextContent('Showing 20 of 40');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    // The related-roles note sits above the first related job, once.
    const note = screen.getByTestId('related-roles');
    expect(note).toHaveTextContent('Only 5 jobs match your search exactly.');
    expect(within(note.closest('li')!).getByTestId('job-title')).toHaveTextContent('Job 5');
  });

  it('keeps Load more and its focus while the next page draws in', () => {
    const first = makeJobs(20);
    const { props, rerender } = renderResults(first);
    drain();
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);

    rerender({ jobs: [...first, ...makeJobs(20, 20)], isFetchingNextPage: true });
    rerender({ jobs: [...first, ...makeJobs(20, 20)] });
    expect(screen.getAllByTestId('job-card')).toHaveLength(20);
    expect(more).toHaveFocus();
    expect(screen.getByTestId('jobs-shown')).toHaveTextContent('Showing 40 of 40');
    drain();
    expect(screen.getAllByTestId('job-card')).toHaveLength(40);
    expect(more).toHaveFocus();
  });

  it("lays out each page's last cards always, and never changes a drawn card's layout when the next page comes", () => {
    const first = makeJobs(20);
    const { rerender } = renderResults(first);
    drain();
    // The cards on screen when Load more is scrolled to are laid out: one
    // laid out only as it comes on screen changes height under the pointer.
    const deferred = () =>
      screen.getAllByTestId('job-card').map((card) => card.closest('li')!.className.includes('[content-visibility:auto]'));
    const before = deferred();
    expect(before.slice(17)).toEqual([false, false, false]);
    expect(before.slice(0, 17).every(Boolean)).toBe(true);

    rerender({ jobs: [...first, ...makeJobs(20, 20)] });
    drain();
    const after = deferred();
    expect(after.slice(0, 20)).toEqual(before);
    expect(after.slice(37)).toEqual([false, false, false]);
    expect(after.slice(20, 37).every(Boolean)).toBe(true);
  });

  it('saves with whether the job was saved already', () => {
    const { props } = renderResults(makeJobs(2), { savedIds: new Set(['j1']) });
    fireEvent.click(screen.getByRole('button', { name: 'Save Job 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saved: Job 1' }));
    expect(props.onSave).toHaveBeenNthCalledWith(1, expect.objectContaining({ id: 'j0' }), false);
    expect(props.onSave).toHaveBeenNthCalledWith(2, expect.objectContaining({ id: 'j1' }), true);
  });
});
