import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TitleField } from './title-field';

function Harness() {
  const [value, setValue] = useState('');
  return <TitleField value={value} onChange={setValue} />;
}

describe('TitleField', () => {
  it('gives the focus back to the title button when Enter ends editing (it fell to <body>)', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a post title' }));
    const input = screen.getByLabelText('Post title');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Kites' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Post title: Kites. Edit title' }));
  });
});
