/**
 * An amount with its currency, the one money format of the app: the locale's symbol when it has one that names the
 * currency ('¥60,000', 'CA$12.00'), else the currency's own sign ('₦25,000.00' where the locale would write
 * 'NGN 25,000.00'); codes the runtime does not know fall back to 'XYZ 1,500.00'.
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    const withSymbol = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    const symbol = withSymbol
      .formatToParts(amount)
      .find((part) => part.type === 'currency')
      ?.value.trim();
    if (symbol !== currency.toUpperCase()) return withSymbol.format(amount);
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
      amount,
    );
  } catch {
    return `${currency} ${new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
  }
}
