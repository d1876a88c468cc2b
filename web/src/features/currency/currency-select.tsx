import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { CurrenciesDocument } from './api/currency';
import '../../ui/text-field.css';

/** A labelled select of every currency the server knows (code, name, symbol); keeps the current value while loading. */
export function CurrencySelect({
  label = 'Currency',
  value,
  onChange,
  disabled,
}: {
  label?: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { data, error } = useQuery(CurrenciesDocument);
  const currencies = data?.currencies ?? [];
  const listed = currencies.some((currency) => currency.code === value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {!listed && <option value={value}>{value}</option>}
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} {currency.symbol !== currency.code ? `(${currency.symbol}) ` : ''}– {currency.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          Currencies could not load.
        </p>
      )}
    </div>
  );
}
