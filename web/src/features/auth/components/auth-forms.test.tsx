import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderApp, unauthorized } from '@/test/app';

describe('login', () => {
  it('shows inline validation errors without calling the server', async () => {
    const server = fakeServer({ 'GET /api/auth/user': unauthorized });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(0);
  });

  it("shows the server's message on a wrong password", async () => {
    fakeServer({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/login': () => Response.json({ message: 'Invalid email or password' }, { status: 401 }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('stores the token and returns to next after signing in', async () => {
    const server = fakeServer({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/login': () => Response.json({ token: 'tok', user: makeUser() }),
      'GET /api/notifications': () => Response.json([]),
    });
    const { user } = renderApp('/login?next=%2Fno-screen-yet');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/no-screen-yet'));
    expect(localStorage.getItem('auth-token')).toBe('tok');
    expect(server.calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Ada Lovelace');
  });
});

describe('register', () => {
  it('validates every field with the messages of the spec', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized });
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Email'), 'bad');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it('shows a conflict from the server', async () => {
    fakeServer({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/register': () =>
        Response.json({ message: 'An account with this email already exists' }, { status: 409 }),
    });
    const { user } = renderApp('/register?plan=professional');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('sends the names and e-mail trimmed, with the chosen plan, and refuses an over-long name', async () => {
    const server = fakeServer({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/register': () => Response.json({ message: 'stop here' }, { status: 400 }),
    });
    const { user } = renderApp('/register?plan=executive');
    await user.type(await screen.findByLabelText('First name'), 'x'.repeat(101));
    await user.type(screen.getByLabelText('Last name'), '  Lovelace ');
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is too long')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/auth/register')).toHaveLength(0);
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), ' Ada');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('stop here');
    expect(server.calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long enough',
      plan: 'executive',
    });
  });

  it('"Try the demo" signs in to a demo account', async () => {
    const server = fakeServer({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/demo': () => Response.json({ token: 'demo', user: makeUser({ firstName: 'Demo' }) }, { status: 201 }),
      'GET /api/notifications': () => Response.json([]),
    });
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Demo!' })).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBe('demo');
    expect(server.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/demo')).toBe(true);
  });
});

describe('logout (seed 000 §4)', () => {
  it('tells the server, forgets the token and shows the landing page', async () => {
    localStorage.setItem('auth-token', 't');
    let signedIn = true;
    const server = fakeServer({
      'GET /api/auth/user': () => (signedIn ? Response.json(makeUser()) : unauthorized()),
      'GET /api/notifications': () => Response.json([]),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /account menu for ada lovelace/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
    const logoutCall = server.calls.find((c) => c.path === '/api/auth/logout');
    expect(logoutCall?.headers.Authorization).toBe('Bearer t');
  });

  it('treats a failed logout call as success and warns', async () => {
    localStorage.setItem('auth-token', 't');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({
      'GET /api/auth/user': (req) => (req.headers.Authorization ? Response.json(makeUser()) : unauthorized()),
      'GET /api/notifications': () => Response.json([]),
      'POST /api/auth/logout': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /account menu for ada lovelace/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
