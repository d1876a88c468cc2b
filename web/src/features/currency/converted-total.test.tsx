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
                  amount: 1500,
                  from: 'PHP',
                  to: 'USD',
                  converted: 25.5,
                  rateDate: '2026-09-29',
                  convertedOk: true,
                }
              : {
                  __typename: 'ConvertedAmount',
                  amount: 1500,
                  from: 'PHP',
                  to: 'XTS',
                  converted: 1500,
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
    expect(conversionsAsked()).toEqual([{ amount: '1500', from: 'PHP', to: 'USD' }]);
  });

  it('says so when no rate exists and keeps the amount unconverted', async () => {
    renderTotal();
    await screen.findByRole('option', { name: /Testing Code/ });
    fireEvent.change(screen.getByLabelText('Show totals in'), { target: { value: 'XTS' } });
    expect(await screen.findByText(/No rate for XTS; shown unconverted/)).toBeTruthy();
  });
});
