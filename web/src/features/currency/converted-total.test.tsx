import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConvertedTotal } from './converted-total';

const currencies = [
  { __typename: 'Currency', code: 'PHP', name: 'Philippine Peso', symbol: '₱' },
  { __typename: 'Currency', code: 'USD', name: 'US Dollar', symbol: '$' },
  { __typename: 'Currency', code: 'XTS', name: 'Testing Code', symbol: 'XTS' },
];

function renderTotal() {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    const data =
      operation.operationName === 'Currencies'
        ? { currencies }
        : (sent.push(operation.variables),
          {
            convertAmount:
              operation.variables.to === 'USD'
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
          });
    return new Observable((observer) => {
      observer.next({ data } as never);
      observer.complete();
    });
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ConvertedTotal amount={1500} currency="PHP" />
    </ApolloProvider>,
  );
  return sent;
}

describe('ConvertedTotal', () => {
  it('shows the budget in its currency and converts it on the server with the rate date', async () => {
    const sent = renderTotal();
    expect(screen.getByTestId('budget-amount').textContent).toMatch(/1,500\.00/);
    await screen.findByRole('option', { name: /US Dollar/ });
    expect(screen.queryByTestId('converted-amount')).toBeNull();
    fireEvent.change(screen.getByLabelText('Show totals in'), { target: { value: 'USD' } });
    expect(await screen.findByText('(rates of 2026-09-29)')).toBeTruthy();
    expect(screen.getByTestId('converted-amount').textContent).toMatch(/\$25\.50/);
    expect(sent).toEqual([{ amount: '1500', from: 'PHP', to: 'USD' }]);
  });

  it('says so when no rate exists and keeps the amount unconverted', async () => {
    renderTotal();
    await screen.findByRole('option', { name: /Testing Code/ });
    fireEvent.change(screen.getByLabelText('Show totals in'), { target: { value: 'XTS' } });
    expect(await screen.findByText(/No rate for XTS; shown unconverted/)).toBeTruthy();
  });
});
