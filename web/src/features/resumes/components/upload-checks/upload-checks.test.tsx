import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeTemplates } from '@/config/resume-templates';
import { ResumeEditor, type EditorTab } from '@/features/resumes/components/resume-editor';
import { UnconfirmedState } from '@/features/resumes/components/upload-checks/unconfirmed-state';
import { UploadChecksNotice } from '@/features/resumes/components/upload-checks/upload-checks-notice';
import { UploadChecksContext, useUploadChecks } from '@/features/resumes/hooks/use-upload-checks';
import { emptyExperience, emptyResumeContent, moveItem, type ResumeContent } from '@/features/resumes/lib/resume-content';
import { followChecks, openChecks, parseChecks, restoreChecks, trackChecks, type UploadCheck } from '@/features/resumes/lib/upload-checks';
import { UnconfirmedUploadNote } from '@/components/unconfirmed-upload-note';
import { readStoredChecks } from '@/lib/upload-checks-store';

afterEach(() => localStorage.clear());

function uploaded(): ResumeContent {
  const c = emptyResumeContent();
  c.personalInfo = { ...c.personalInfo, name: 'Dana Whitfield', email: 'dana@example.com', phone: '(312) 555-0147' };
  c.experience = [
    { ...emptyExperience(), title: 'Senior Accountant', company: 'Harbor Freight Partners', description: '• Closed the books' },
    { ...emptyExperience(), title: 'Staff Accountant', company: 'Lakeside Foods', startDate: '2016-06', endDate: '2019-08' },
  ];
  c.skills = ['Excel'];
  return c;
}

const serverChecks: UploadCheck[] = parseChecks([
  { path: 'experience[0].startDate', section: 'experience', index: 0, field: 'startDate', reason: 'No dates found for this role' },
  { path: 'skills', section: 'skills', field: 'skills', reason: 'No Skills section found: these skills were picked from your sentences' },
]);

/** The builder's pieces that carry the checks: the notice, the count and the editor. */
function Harness({ checks }: { checks: UploadCheck[] }) {
  const [content, setContent] = useState(uploaded);
  const [tab, setTab] = useState<EditorTab>('personal');
  const state = useUploadChecks(content, 'user-1');
  return (
    <UploadChecksContext value={state.value}>
      <button type="button" onClick={() => state.start(checks, content, content)}>
        upload
      </button>
      <UnconfirmedState />
      <UploadChecksNotice onOpen={setTab} />
      <ResumeEditor content={content} onChange={setContent} template={resumeTemplates[0]} tab={tab} onTabChange={setTab} />
    </UploadChecksContext>
  );
}

describe('Check what Stride read', () => {
  it('lists the fields to check, opens the right tab and field, and drops a mark once the field is fixed', async () => {
    const user = userEvent.setup();
    render(<Harness checks={serverChecks} />);
    expect(screen.queryByText('Check what Stride read')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'upload' }));

    const notice = screen.getByRole('region', { name: 'Check what Stride read' });
    expect(notice).toHaveTextContent('Experience 1, Start date: No dates found for this role');
    expect(notice).toHaveTextContent('Skills: No Skills section found');
    expect(screen.getByTestId('unconfirmed-state')).toHaveTextContent('2 uploaded fields to check');

    await user.click(within(notice).getByRole('button', { name: 'Experience 1, Start date' }));
    const entries = screen.getAllByTestId('experience-entry');
    const start = within(entries[0]).getByLabelText('Start date');
    expect(start).toHaveFocus();
    // The mark says it in words, tied to the field for screen readers.
    const mark = within(entries[0]).getByTestId('check-mark');
    expect(mark).toHaveTextContent('Check: No dates found for this role');
    expect(start).toHaveAccessibleDescription('Check: No dates found for this role');
    expect(within(entries[1]).queryByTestId('check-mark')).toBeNull();

    await user.type(start, '2019-09');
    expect(within(entries[0]).queryByTestId('check-mark')).toBeNull();
    expect(notice).not.toHaveTextContent('Experience 1');
    expect(screen.getByTestId('unconfirmed-state')).toHaveTextContent('1 uploaded field to check');
    // Back to the uploaded value: the person has looked at it; the mark stays away.
    await user.clear(start);
    expect(within(entries[0]).queryByTestId('check-mark')).toBeNull();
  });

  it('"Looks right" confirms a field without changing it', async () => {
    const user = userEvent.setup();
    render(<Harness checks={serverChecks} />);
    await user.click(screen.getByRole('button', { name: 'upload' }));
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    expect(screen.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Add a skill')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Looks right' }));
    expect(screen.queryByTestId('check-mark')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    await user.click(within(screen.getAllByTestId('experience-entry')[0]).getByRole('button', { name: 'Looks right' }));
    expect(screen.queryByText('Check what Stride read')).toBeNull();
    expect(screen.queryByTestId('unconfirmed-state')).toBeNull();
    expect(screen.getAllByTestId('experience-entry')[0]).toHaveTextContent('Senior Accountant');
    expect(readStoredChecks('user-1')).toEqual([]);
  });

  it('keeps open checks for the next visit and the materials screen', async () => {
    const user = userEvent.setup();
    const first = render(<Harness checks={serverChecks} />);
    await user.click(screen.getByRole('button', { name: 'upload' }));
    expect(readStoredChecks('user-1')).toHaveLength(2);
    first.unmount();

    // The next visit, on the same resume: the marks are back.
    const again = render(<Harness checks={[]} />);
    expect(screen.getByRole('region', { name: 'Check what Stride read' })).toHaveTextContent('Experience 1, Start date');
    again.unmount();

    render(<UnconfirmedUploadNote userId="user-1" />);
    expect(screen.getByTestId('unconfirmed-upload-note')).toHaveTextContent(
      '2 fields from your uploaded resume are not confirmed yet; materials use them as Stride read them.',
    );
    expect(screen.getByRole('link', { name: 'Check them in the Resume Builder' })).toHaveAttribute('href', '/resume');
  });
});

describe('following checks', () => {
  it('keeps a check with its entry when entries move, and closes it when the entry goes', () => {
    const c = uploaded();
    let tracked = trackChecks(serverChecks.slice(0, 1), c, c);
    const moved = { ...c, experience: moveItem(c.experience, 0, 1) };
    tracked = followChecks(tracked, moved);
    expect(openChecks(tracked, moved).map((o) => o.path)).toEqual(['experience[1].startDate']);
    const removed = { ...moved, experience: moved.experience.slice(0, 1) };
    expect(openChecks(followChecks(tracked, removed), removed)).toEqual([]);
  });

  it('drops a check on a field the editor kept from before the upload', () => {
    const imported = uploaded();
    imported.personalInfo.email = '';
    const merged = { ...imported, personalInfo: { ...imported.personalInfo, email: 'kept@example.com' } };
    const checks = parseChecks([{ path: 'personalInfo.email', section: 'personal', field: 'email', reason: 'We could not find an e-mail address' }]);
    expect(trackChecks(checks, imported, merged)).toEqual([]);
    expect(trackChecks(checks, imported, imported)).toHaveLength(1);
  });

  it('restores a stored check only on the very entry it was on', () => {
    const c = uploaded();
    const stored = JSON.parse(JSON.stringify(trackChecks(serverChecks.slice(0, 1), c, c))) as unknown[];
    expect(restoreChecks(stored, c).map((k) => k.path)).toEqual(['experience[0].startDate']);
    const other = { ...c, experience: [{ ...emptyExperience(), title: 'Another role' }] };
    expect(restoreChecks(stored, other)).toEqual([]);
  });

  it('reads only well-formed checks', () => {
    expect(parseChecks(null)).toEqual([]);
    expect(parseChecks([{ path: 'experience[0].title', section: 'experience', field: 'title', reason: 'x' }])).toEqual([]);
    expect(parseChecks([{ path: 'x', section: 'nowhere', field: 'x', reason: 'x' }])).toEqual([]);
  });
});
