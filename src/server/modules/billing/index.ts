/** What other modules may ask of billing: its currencies. */
export { allCurrencies, currencyById, noDefaultCurrency } from './currencies.service';
export { currencySummary, type CurrencySummary } from './currencies.schema';
