'use client';

import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useErrorMessage } from '../../table/messages';
import { SaveButton } from '../../form/save-button';
import { LoadError } from '../../table/load-error';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { shownText } from './price-drafts';
import { usePriceEditor } from './use-price-editor';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';

/**
 * ecommerce.prices: the product's own price in every billing currency, typed as decimal text and saved with one
 * button in one transaction (PUT /api/ecommerce/products/{id}/prices), instead of four relation tables. An empty box
 * removes the price. Only the prices typed in are sent, so another's change to other currencies is kept.
 */
export function PricesPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = ADMIN_DICTIONARY[interfaceLanguage].panels;
  const { prices, drafts, problems, status, type, save } = usePriceEditor(id);
  const headingId = `panel-ecommerce-prices-${id}`;
  if (prices.isPending) return <PanelSkeleton />;
  return (
    <PanelSection id={headingId} title={words.prices} module="ecommerce" busy={prices.isFetching}>
      {prices.isError ? (
        <LoadError message={errorMessage(prices.error)} onRetry={() => void prices.refetch()} />
      ) : prices.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.noCurrencies}</p>
      ) : (
        <form
          noValidate
          className="grid gap-3"
          aria-labelledby={`${headingId}-heading`}
          onSubmit={(event) => {
            event.preventDefault();
            // React sends a submit up through portals: the product's own form must not see this one.
            event.stopPropagation();
            void save();
          }}
          onKeyDown={(event) => {
            // Ctrl+S saves here as in the product's own form (SaveButton announces the shortcut).
            if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            event.stopPropagation();
            event.currentTarget.requestSubmit();
          }}
        >
          <p className="text-xs text-muted-foreground">{words.pricesHelp}</p>
          <Table className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-1/3">{words.currency}</TableHead>
                <TableHead>{words.price}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {prices.data.map(({ billingModuleCurrency: currency, amount }) => {
                const inputId = `${headingId}-${currency.id}`;
                const problem = problems[currency.id];
                return (
                  <TableRow key={currency.id}>
                    <TableCell>
                      <label htmlFor={inputId} className="flex items-baseline gap-2">
                        {/* Spaces between the parts: the input's name reads "Price in € eur", not "Price in€eur". */}
                        <span className="sr-only">{words.priceIn}</span>{' '}
                        <span className="w-6 font-medium">{currency.symbol}</span>{' '}
                        <span className="text-muted-foreground">{currency.slug}</span>
                      </label>
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      <Input
                        id={inputId}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={words.noPrice}
                        className="max-w-48 tabular-nums"
                        value={shownText(drafts, currency.id, amount)}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${inputId}-problem` : undefined}
                        onChange={(event) => type(currency.id, event.target.value)}
                      />
                      {problem && (
                        <p id={`${inputId}-problem`} className="mt-1 text-xs text-destructive">
                          {problem}
                        </p>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <div className="flex items-center gap-3">
            <SaveButton status={status} label={words.savePrices} />
          </div>
        </form>
      )}
    </PanelSection>
  );
}
