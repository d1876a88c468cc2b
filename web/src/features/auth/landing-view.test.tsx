import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingView } from './landing-view';

describe('LandingView', () => {
  it('links the Terms of Service and the Privacy Policy it asks people to agree to', () => {
    render(
      <MemoryRouter>
        <LandingView onCreateAccount={() => undefined} onSignIn={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/terms#privacy');
  });
});
