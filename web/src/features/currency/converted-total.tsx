import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConvertAmountDocument } from './api/currency';
import { CurrencySelect } from './currency-select';
import { formatMoney } from './format-money';
import './currency.css';

/**
 * A budget in its own currency, plus a "Show totals in" choice converted on the server with the rate date beside it.
 * `target`/`onTargetChange` let the screen share the chosen currency with its other amounts (the day budgets).
 */
export function ConvertedTotal({
  amount,
  currency,
  label = 'Total budget',
  target: chosen,
  onTargetChange,
}: {
  amount: number;
  currency: string;
  label?: string;
  target?: string;
  onTargetChange?: (code: string) => void;
}) {
  const [own, setOwn] = useState(currency);
  const target = chosen ?? own;
  const setTarget = onTargetChange ?? setOwn;
  const converting = target !== currency;
  const { data, loading, error } = useQuery(ConvertAmountDocument, {
    variables: { amount: { amount, currencyCode: currency }, to: target },
    skip: !converting,
  });
  const result = data?.convertAmount;
  return (
    <div className="converted-total">
      <p className="converted-total__amount">
        <span className="converted-total__label">{label}</span>{' '}
        <strong data-testid="budget-amount">{formatMoney(amount, currency)}</strong>
      </p>
      <CurrencySelect label="Show totals in" value={target} onChange={setTarget} />
      {converting && (
        <p className="converted-total__converted" aria-live="polite" data-testid="converted-amount">
          {loading && 'Converting…'}
          {error && 'Conversion is unavailable right now.'}
          {result &&
            (result.convertedOk ? (
              <>
                ≈ <strong>{formatMoney(result.converted.amount, result.converted.currencyCode)}</strong>{' '}
                <span className="converted-total__date">(rates of {result.rateDate})</span>
              </>
            ) : (
              <>
                No rate for {target}; shown unconverted:{' '}
                {formatMoney(result.original.amount, result.original.currencyCode)}
              </>
            ))}
        </p>
      )}
    </div>
  );
}
