import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { ConvertedTotal } from './converted-total';

const currencies = [
  { __typename: 'Currency', code: 'PHP', name: 'Philippine Peso', symbol: '₱' },
  { __typename: 'Currency', code: 'USD', name: 'US Dollar', symbol: '$' },
  { __typename: 'Currency', code: 'XTS', name: 'Testing Code', symbol: 'XTS' },
];

function renderTotal() {
  const { sent } = renderWithGraphQL(
    <ConvertedTotal amount={1500} currency="PHP" />,
    answerByName({
      Currencies: { data: { currencies } },
      ConvertAmount: (variables) => ({
        data: {
          convertAmount:
            variables.to === 'USD'
              ? {
                  __typename: 'ConvertedAmount',
                  original: { __typename: 'Money', amount: 1500, currencyCode: 'PHP' },
                  converted: { __typename: 'Money', amount: 25.5, currencyCode: 'USD' },
                  rateDate: '2026-09-29',
                  convertedOk: true,
                }
              : {
                  __typename: 'ConvertedAmount',
                  original: { __typename: 'Money', amount: 1500, currencyCode: 'PHP' },
                  converted: { __typename: 'Money', amount: 1500, currencyCode: 'PHP' },
                  rateDate: '2026-09-29',
                  convertedOk: false,
                },
        },
      }),
    }),
  );
  return () => sent.filter((operation) => operation.name === 'ConvertAmount').map((operation) => operation.variables);
}

describe('ConvertedTotal', () => {
  it('shows the budget in its currency and converts it on the server with the rate date', async () => {
    const conversionsAsked = renderTotal();
    expect(screen.getByTestId('budget-amount').textContent).toMatch(/1,500\.00/);
    await screen.findByRole('option', { name: /US Dollar/ });
    expect(screen.queryByTestId('converted-amount')).toBeNull();
    fireEvent.change(screen.getByLabelText('Show totals in'), { target: { value: 'USD' } });
    expect(await screen.findByText('(rates of 2026-09-29)')).toBeTruthy();
    expect(screen.getByTestId('converted-amount').textContent).toMatch(/\$25\.50/);
    expect(conversionsAsked()).toEqual([{ amount: { amount: 1500, currencyCode: 'PHP' }, to: 'USD' }]);
  });

  it('says so when no rate exists and keeps the amount unconverted', async () => {
    renderTotal();
    await screen.findByRole('option', { name: /Testing Code/ });
    fireEvent.change(screen.getByLabelText('Show totals in'), { target: { value: 'XTS' } });
    expect(await screen.findByText(/No rate for XTS; shown unconverted/)).toBeTruthy();
    expect(screen.getByTestId('converted-amount').textContent).toMatch(/1,500\.00/);
  });
});
