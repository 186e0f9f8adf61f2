import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { industries } from '@/config/application-options';
import { fakeServer, makeUser, renderApp, unauthorized } from '@/test/app';

function signedIn(routes: Parameters<typeof fakeServer>[0] = {}, user = makeUser()) {
  localStorage.setItem('auth-token', 't');
  return fakeServer({
    'GET /api/auth/user': () => Response.json(user),
    'GET /api/notifications': () => Response.json([]),
    ...routes,
  });
}

describe('onboarding profile', () => {
  it('sends a signed-out visitor to register with the chosen plan and the step', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized });
    sessionStorage.setItem('stride-plan', 'executive');
    renderApp('/onboarding/profile');
    expect(await screen.findByRole('heading', { name: 'Create your account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('plan')).toBe('executive');
    expect(params.get('next')).toBe('/onboarding/profile');
    sessionStorage.clear();
  }, 15_000);

  it('shows the four messages on an empty form', async () => {
    const server = signedIn({}, makeUser({ firstName: null, lastName: null }));
    const { user } = renderApp('/onboarding/profile');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 5000 }));
    for (const message of ['First name is required', 'Last name is required', 'Job title is required', 'Industry is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(server.calls.some((c) => c.path === '/api/onboarding/profile')).toBe(false);
  }, 15_000);

  it('keeps the user on the step and shows the server message when saving fails', async () => {
    const server = signedIn(
      {
        'POST /api/onboarding/profile': () => Response.json({ message: 'Database is resting' }, { status: 500 }),
      },
      makeUser({ currentTitle: 'Analyst', industry: 'Finance', yearsExperience: null }),
    );
    const { user } = renderApp('/onboarding/profile');
    expect(await screen.findByLabelText('First name', {}, { timeout: 5000 })).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error saving profile')).toBeInTheDocument();
    expect(within(toast).getByText('Database is resting')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding/profile');
    // Blank years of experience becomes 0.
    expect(server.calls.find((c) => c.path === '/api/onboarding/profile')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      currentTitle: 'Analyst',
      yearsExperience: 0,
      industry: 'Finance',
    });
  }, 15_000);
});

describe('onboarding industry', () => {
  it('offers the industries of every occupational group, Other last, and sends the chosen one', async () => {
    const server = signedIn(
      { 'POST /api/onboarding/profile': () => Response.json(makeUser({ industry: 'Construction' })) },
      makeUser({ currentTitle: 'Site Supervisor', industry: null }),
    );
    const { user } = renderApp('/onboarding/profile');
    await user.click(await screen.findByRole('combobox', { name: 'Industry' }, { timeout: 5000 }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    for (const industry of ['Construction', 'Hospitality', 'Government', 'Human Resources', 'Logistics', 'Technology', 'Real Estate']) {
      expect(options).toContain(industry);
    }
    expect(options).toEqual([...industries]);
    expect(options.at(-1)).toBe('Other');
    await user.click(screen.getByRole('option', { name: 'Construction' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/onboarding/profile')?.body).toMatchObject({ industry: 'Construction' }));
  }, 15_000);
});

describe('onboarding preferences', () => {
  it('adds custom skills with Enter, ignores duplicates, and completes the setup', async () => {
    const server = signedIn({
      'POST /api/onboarding/preferences': () => Response.json(makeUser({ onboardingCompleted: true })),
    });
    const { user } = renderApp('/onboarding/preferences');
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }, { timeout: 5000 }));
    expect(await screen.findByText('Select at least one career goal')).toBeInTheDocument();
    expect(screen.getByText('Add at least one skill')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Leadership roles'));
    await user.click(screen.getByRole('button', { name: 'SQL' }));
    const input = screen.getByLabelText('Add a custom skill');
    await user.type(input, '  Figma  {Enter}');
    expect(input).toHaveValue('');
    await user.type(input, 'sql{Enter}');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    const chips = within(screen.getByRole('list', { name: 'Selected skills' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['SQL', 'Figma']);

    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(screen.getByRole('button', { name: 'SQL' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(server.calls.find((c) => c.path === '/api/onboarding/preferences')?.body).toEqual({
      careerGoals: ['Leadership roles'],
      skills: ['Figma'],
    });
    expect(await screen.findByText('Preferences saved!')).toBeInTheDocument();
  }, 15_000);

  it('shows the fallback when saving fails without a message', async () => {
    signedIn(
      { 'POST /api/onboarding/preferences': () => new Response('', { status: 502, statusText: '' }) },
      makeUser({ careerGoals: ['Salary increase'], skills: ['Git'] }),
    );
    const { user } = renderApp('/onboarding/preferences');
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }, { timeout: 5000 }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error saving preferences')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding/preferences');
  }, 15_000);
});
