import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderApp, unauthorized } from '@/test/app';

// jsdom has no 2D canvas: a burst that fires on a slow run (the first comes
// after 500 ms) would draw on a null context. The browser journey
// (e2e/onboarding.spec.ts) fires real confetti; here it only needs to be
// callable.
vi.mock('canvas-confetti', () => ({
  default: { create: () => Object.assign(() => Promise.resolve(), { reset: () => undefined }) },
}));

afterEach(() => {
  sessionStorage.clear();
});

const demoConfig = () => Response.json({ stripePublishableKey: '', paymentsEnabled: false, aiProvider: 'local' });

describe('plan selection', () => {
  it('asks for a plan when none is selected, and makes no call signed out', async () => {
    const server = fakeServer({ 'GET /api/auth/user': unauthorized });
    const { user } = renderApp('/subscribe');
    const selected = await screen.findByRole('button', { name: 'Professional plan selected' }, { timeout: 5000 });
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    await user.click(selected);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Please select a plan')).toBeInTheDocument();
    expect(within(toast).getByText('Choose a subscription plan to continue')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  }, 15_000);

  it('remembers the plan and sends a signed-out visitor on to register', async () => {
    const server = fakeServer({ 'GET /api/auth/user': unauthorized });
    const { user } = renderApp('/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Choose Starter plan' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Continue with Starter' }));
    expect(screen.getByRole('button', { name: /Setting up your plan/ })).toBeDisabled();
    expect(await screen.findByText('Starter plan selected', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/register'), { timeout: 3000 });
    expect(window.location.search).toBe('?plan=starter&next=%2Fonboarding%2Fprofile');
    expect(sessionStorage.getItem('stride-plan')).toBe('starter');
    expect(server.calls).toEqual([]);
  }, 15_000);

  it('shows Subscription Error when saving the plan fails for a signed-in user', async () => {
    localStorage.setItem('auth-token', 't');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
      'POST /api/billing/subscribe': () => Response.json({ message: 'nope' }, { status: 503 }),
    });
    const { user } = renderApp('/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Choose Professional plan' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm upgrade' }));
    expect(await screen.findByText('Subscription Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/subscribe');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ planId: 'professional' });
    expect(screen.getByRole('button', { name: 'Upgrade to Professional' })).toBeEnabled();
  }, 15_000);
});

describe('subscribing a signed-in user', () => {
  const billing = (mode: 'demo' | 'stripe') => () =>
    Response.json({
      mode,
      plan: { id: 'starter', name: 'Starter', priceCents: 1900, limits: { applications: 50, resumeTemplates: ['modern'], resumeReviews: 5, interviewCoach: false } },
      status: 'active',
      usage: { month: '2026-11', applications: 3, resumeReviews: 1 },
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });

  it('activates the plan at once in demo mode, labelled, and goes to the success page', async () => {
    localStorage.setItem('auth-token', 't');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true, onboardingStep: 'completed' })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/config': demoConfig,
      'GET /api/billing': billing('demo'),
      'POST /api/billing/subscribe': () =>
        Response.json({ mode: 'demo', url: '/payment-success?plan=executive', user: makeUser({ subscriptionPlan: 'executive', onboardingCompleted: true }) }),
    });
    const { user } = renderApp('/subscribe');
    expect(await screen.findByTestId('billing-mode', {}, { timeout: 5000 })).toHaveTextContent('Demo mode');
    await user.click(screen.getByRole('button', { name: 'Choose Executive plan' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Executive' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Upgrade to Executive?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'You gain' })).toHaveTextContent('AI interview coach');
    expect(within(dialog).getByRole('list', { name: 'You gain' })).toHaveTextContent('A monthly 1-on-1 coaching session');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm upgrade' }));
    expect(await screen.findByText('Executive plan activated', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/payment-success'), { timeout: 4000 });
    expect(window.location.search).toBe('?plan=executive');
    expect(server.calls.find((c) => c.path === '/api/billing/subscribe')?.body).toEqual({ planId: 'executive' });
  }, 15_000);

  it('goes to the payment link with Stripe and activates nothing itself', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true, onboardingStep: 'completed' })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/config': () => Response.json({ stripePublishableKey: 'pk_test_x', paymentsEnabled: true, aiProvider: 'local' }),
      'GET /api/billing': billing('stripe'),
      'POST /api/billing/subscribe': () =>
        Response.json({ mode: 'stripe', url: '/payment?clientSecret=pi_1_secret_2&planId=professional&amount=3900' }),
    });
    const { user } = renderApp('/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Choose Professional plan' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm upgrade' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment'), { timeout: 4000 });
    expect(new URLSearchParams(window.location.search).get('amount')).toBe('3900');
    expect(screen.queryByTestId('billing-mode')).not.toBeInTheDocument();
  }, 15_000);
});

describe('a signed-in user with a plan', () => {
  const executive = () => makeUser({ subscriptionPlan: 'executive', onboardingCompleted: true, onboardingStep: 'completed' });
  const billingOf = (id: string, name: string) => () =>
    Response.json({
      mode: 'demo',
      plan: { id, name, priceCents: 0, limits: { applications: -1, resumeTemplates: [], resumeReviews: -1, interviewCoach: true } },
      status: 'active',
      usage: { month: '2026-11', applications: 0, resumeReviews: 0 },
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });

  it('sees the current plan as current and selected, with nothing to continue to', async () => {
    localStorage.setItem('auth-token', 't');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(executive()),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/config': demoConfig,
      'GET /api/billing': billingOf('executive', 'Executive'),
    });
    renderApp('/subscribe');
    const current = await screen.findByRole('button', { name: 'Executive: your current plan, selected' }, { timeout: 5000 });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('plan-executive')).toHaveAttribute('data-current', 'true');
    expect(screen.getByTestId('plan-professional')).toHaveAttribute('data-selected', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Change your plan' })).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding-stepper')).not.toBeInTheDocument();
    expect(screen.getByTestId('confirm-plan')).toHaveTextContent('Executive is your current plan');
    expect(screen.getByTestId('confirm-plan')).toBeDisabled();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  }, 15_000);

  it('asks before a downgrade, listing what is lost; Cancel changes nothing, Confirm switches without celebrating', async () => {
    localStorage.setItem('auth-token', 't');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(executive()),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/config': demoConfig,
      'GET /api/billing': billingOf('executive', 'Executive'),
      'POST /api/billing/subscribe': () =>
        Response.json({
          mode: 'demo',
          url: '/payment-success?plan=professional',
          user: makeUser({ subscriptionPlan: 'professional', onboardingCompleted: true, onboardingStep: 'completed' }),
        }),
    });
    const { user } = renderApp('/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Choose Professional plan' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Downgrade to Professional' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Downgrade to Professional?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('From the Executive plan at $79/month to the Professional plan at $39/month.');
    const lost = within(within(dialog).getByRole('list', { name: 'You lose' })).getAllByRole('listitem');
    expect(lost.map((li) => li.textContent)).toEqual([
      'Executive resume templates',
      'A monthly 1-on-1 coaching session',
      'LinkedIn profile optimisation',
      'Salary benchmarking reports',
      'Phone and chat support',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByTestId('plan-executive')).toHaveAttribute('data-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Downgrade to Professional' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm downgrade' }));
    expect(await screen.findByText('Switched to the Professional plan', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/billing/subscribe')?.body).toEqual({ planId: 'professional' });
    // No success page (its confetti): the page now shows the new plan as current.
    await waitFor(() => expect(screen.getByTestId('plan-professional')).toHaveAttribute('data-current', 'true'));
    expect(screen.getByTestId('confirm-plan')).toHaveTextContent('Professional is your current plan');
    expect(window.location.pathname).toBe('/subscribe');
  }, 15_000);
});

describe('payment', () => {
  it('redirects an invalid link to /subscribe with a toast', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/payment?clientSecret=abc');
    expect(await screen.findByText('Invalid Payment Link', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please select a plan first')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/subscribe'));
  }, 15_000);

  it('shows the plan, the amount and demo mode without a key', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized, 'GET /api/config': demoConfig });
    renderApp('/payment?clientSecret=x&planId=executive&amount=7900');
    expect(await screen.findByTestId('payment-amount', {}, { timeout: 5000 })).toHaveTextContent('$79.00');
    expect(screen.getByTestId('payment-plan-name')).toHaveTextContent('Executive plan');
    expect(await screen.findByText('Demo mode: no card needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: /Continue without payment/ })).toHaveAttribute(
      'href',
      '/payment-success?plan=executive',
    );
  }, 15_000);

  it('payment success refreshes the user and stores no token', async () => {
    localStorage.setItem('auth-token', 'mine');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/config': demoConfig,
    });
    renderApp('/payment-success?plan=starter');
    expect(await screen.findByRole('heading', { name: 'Welcome to Stride Starter!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/no payment was taken/)).toBeInTheDocument();
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/api/auth/user').length).toBe(2));
    expect(localStorage.getItem('auth-token')).toBe('mine');
    expect(screen.getByRole('link', { name: /Start Building Your Career/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Celebrate More' })).toBeEnabled();
  }, 15_000);
});
