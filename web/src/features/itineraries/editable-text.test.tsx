import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditableText } from './editable-text';

function setup(onSave = vi.fn(async () => {})) {
  render(
    <EditableText
      label="Itinerary title"
      value="Cebu"
      display="Cebu"
      editable
      onSave={onSave}
      maxLength={30}
      heading
    />,
  );
  return onSave;
}

describe('EditableText', () => {
  it('saves on Enter and returns to display mode', async () => {
    const onSave = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit itinerary title' }));
    const input = screen.getByLabelText('Itinerary title');
    fireEvent.change(input, { target: { value: 'Bohol' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(onSave).toHaveBeenCalledWith('Bohol');
    expect(screen.queryByLabelText('Itinerary title')).toBeNull();
    expect(screen.getByRole('heading')).toBeTruthy();
  });

  it('saves on blur, and Esc leaves without saving', async () => {
    const onSave = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit itinerary title' }));
    fireEvent.change(screen.getByLabelText('Itinerary title'), { target: { value: 'Siquijor' } });
    await act(async () => fireEvent.blur(screen.getByLabelText('Itinerary title')));
    expect(onSave).toHaveBeenCalledWith('Siquijor');

    fireEvent.click(screen.getByRole('button', { name: 'Edit itinerary title' }));
    fireEvent.change(screen.getByLabelText('Itinerary title'), { target: { value: 'Never' } });
    await act(async () => fireEvent.keyDown(screen.getByLabelText('Itinerary title'), { key: 'Escape' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('stays in edit mode when saving fails', async () => {
    setup(
      vi.fn(async () => {
        throw new Error('refused');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit itinerary title' }));
    fireEvent.change(screen.getByLabelText('Itinerary title'), { target: { value: 'Bad' } });
    await act(async () => fireEvent.keyDown(screen.getByLabelText('Itinerary title'), { key: 'Enter' }));
    expect((screen.getByLabelText('Itinerary title') as HTMLInputElement).value).toBe('Bad');
  });

  it('shows text only to someone who may not edit', () => {
    render(<EditableText label="Description" value="x" display="Island days" editable={false} onSave={vi.fn()} />);
    expect(screen.getByText('Island days')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
