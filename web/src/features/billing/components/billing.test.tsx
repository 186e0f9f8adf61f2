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
    await user.click(await screen.findByRole('button', { name: 'Continue with Professional' }, { timeout: 5000 }));
    expect(await screen.findByText('Subscription Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/subscribe');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ planId: 'professional' });
    expect(screen.getByRole('button', { name: 'Continue with Professional' })).toBeEnabled();
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
    await user.click(screen.getByRole('button', { name: 'Continue with Executive' }));
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
    await user.click(await screen.findByRole('button', { name: 'Continue with Professional' }, { timeout: 5000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment'), { timeout: 4000 });
    expect(new URLSearchParams(window.location.search).get('amount')).toBe('3900');
    expect(screen.queryByTestId('billing-mode')).not.toBeInTheDocument();
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
