import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { COUNTRY_MAX_LENGTH } from '@culturalink/common/limits';
import { CountryField } from './country-field';
import { PlaceAutocomplete } from './place-autocomplete';

const place = (id: string, name: string, latitude: number | null) => ({
  __typename: 'Place',
  id,
  name,
  label: `${name}, Philippines`,
  country: 'Philippines',
  countryCode: 'PH',
  admin: 'Metro Manila',
  latitude,
  longitude: 121,
  types: ['locality'],
});

function renderField(places: unknown[]) {
  const onSelect = vi.fn();
  function Field() {
    const [text, setText] = useState('');
    return <PlaceAutocomplete label="Location" value={text} onTextChange={setText} onSelect={onSelect} />;
  }
  const { sent } = renderWithGraphQL(<Field />, () => ({ data: { placeSearch: places } }));
  return { sent, onSelect, input: screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement };
}

describe('PlaceAutocomplete', () => {
  it('searches as the member types and picks a suggestion with the keyboard', async () => {
    const { sent, onSelect, input } = renderField([place('1', 'Manila', 14.6), place('2', 'Mandaue', 10.3)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Man' } });
    await screen.findByRole('option', { name: /Mandaue/ });
    expect(sent[0].variables).toMatchObject({ text: 'Man', region: false });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toMatch(/-1$/);
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mandaue' }));
    expect(input.value).toBe('Mandaue, Philippines');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('ignores a place without coordinates and logs why', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { onSelect, input } = renderField([place('3', 'Nowhere', null)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Now' } });
    fireEvent.click(await screen.findByRole('option', { name: /Nowhere/ }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Selected place does not have a geometry'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(input.value).toBe('Now');
    log.mockRestore();
  });

  it("takes no more text than the server keeps: a country field stops at the country's limit", () => {
    renderWithGraphQL(<CountryField value="" onChange={() => undefined} />, () => ({ data: { placeSearch: [] } }));
    const input = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    expect(input.maxLength).toBe(COUNTRY_MAX_LENGTH);
  });
});
