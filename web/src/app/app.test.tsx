import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';

afterEach(() => window.history.pushState({}, '', '/'));

describe('App', () => {
  it('shows the landing page with the tagline to a guest', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Share. Learn. Connect.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CREATE ACCOUNT' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeTruthy();
  });

  it('sends a guest away from a signed-in page to the login screen', async () => {
    window.history.pushState({}, '', '/settings');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'CREATE ACCOUNT' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the not-found page with a way home', async () => {
    window.history.pushState({}, '', '/no/such/page');
    render(<App />);
    const link = await screen.findByRole('link', { name: 'Back To Home' });
    expect(link.getAttribute('href')).toBe('/');
  });

  it('sends a guest from /otp without a pending sign-up to the login screen', async () => {
    window.history.pushState({}, '', '/otp');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });
});
