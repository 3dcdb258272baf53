'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { fieldMessage } from '@/shared/field-messages';
import { apiClient, errorCauses } from '../../entity-api';
import { useSaveStatus } from '../../form/save-button';
import { useRefetchOnChange } from '../use-refetch-on-change';
import { causeCurrency, changeProblems, priceChanges, type PriceDrafts } from './price-drafts';
import { useAdmin, useAdminWords } from '../../admin-context';

const PRODUCTS = '/api/ecommerce/products';
/** The relation tables a price is made of: the product form's nested tables show them. */
const PRICE_LINKS = ['/api/ecommerce/products-to-attributes', '/api/ecommerce/attributes'];

/**
 * The product's own prices and what the administrator typed over them: the typed ones are checked and sent together,
 * and the refusals go under the boxes they name (`data.prices[1].amount`) until that box is typed in again. Checked
 * on save, not when a box is left: a message appearing then would move the Save button away from the click.
 */
export function usePriceEditor(id: string) {
  const queryClient = useQueryClient();
  const words = useAdminWords();
  const { interfaceLanguage } = useAdmin();
  const queryKey = [PRODUCTS, 'prices', id];
  const prices = useQuery({
    queryKey,
    queryFn: () => apiClient().ecommerce.products.prices.query({ id }),
    // What was typed stays as typed; boxes not typed in follow the reloads.
    refetchOnWindowFocus: false,
  });
  // A price link removed or changed in a nested table changes what the product costs.
  useRefetchOnChange(PRICE_LINKS, prices.refetch);
  const [drafts, setDrafts] = useState<PriceDrafts>({});
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useSaveStatus();

  const type = (currencyId: string, text: string) => {
    setDrafts({ ...drafts, [currencyId]: text });
    if (problems[currencyId]) setProblems(Object.fromEntries(Object.entries(problems).filter(([other]) => other !== currencyId)));
  };

  const save = async () => {
    if (!prices.data) return;
    const changes = priceChanges(prices.data, drafts);
    if (!changes.length) {
      toast.info(words.form.noChanges);
      return;
    }
    const found = changeProblems(prices.data, changes);
    setProblems(found);
    if (Object.keys(found).length) {
      setStatus('error');
      return;
    }
    setStatus('pending');
    try {
      const saved = await apiClient().ecommerce.products.setPrices.mutate({ id, data: { prices: changes } });
      queryClient.setQueryData(queryKey, saved);
      setDrafts({});
      setStatus('success');
      toast.success(words.form.updated);
      for (const path of PRICE_LINKS) void queryClient.invalidateQueries({ queryKey: [path] });
    } catch (error) {
      const causes = errorCauses(error);
      const refused: Record<string, string> = {};
      for (const cause of causes) {
        const currencyId = causeCurrency(cause.field, changes);
        if (currencyId) refused[currencyId] = fieldMessage(cause, interfaceLanguage);
      }
      setProblems(refused);
      setStatus('error');
      toast.error(
        causes.length > 1 ? words.panels.pricesNeedAttention(causes.length) : fieldMessage(causes[0]!, interfaceLanguage),
      );
    }
  };

  return { prices, drafts, problems, status, type, save };
}
