import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('shows the tagline', () => {
    render(<App />);
    expect(screen.getByText('Share. Learn. Connect.')).toBeTruthy();
  });
});
