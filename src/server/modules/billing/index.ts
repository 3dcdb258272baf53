/** What other modules may ask of billing: its currencies. */
export { allCurrencies, currenciesByIds, currencyById, defaultCurrency } from './currencies.service';
export { currencySummary, type CurrencySummary } from './currencies.schema';
