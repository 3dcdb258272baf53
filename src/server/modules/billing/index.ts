/** What other modules may ask of billing: its currencies. */
export { currenciesByIds, currencyById, defaultCurrency, type CurrencySummary } from './currencies.service';
