import type { Seller } from '@ankvidya/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './client';

/**
 * GET /api/seller: who sells (the server's SELLER_* configuration). Asked by the page in the
 * browser, since a prerendered page cannot know the configuration of the server that serves it
 * (docs/decisions.md); the contact page and the pay form show it.
 */
export function getSeller(): Promise<Seller> {
  return apiJson<Seller>('/api/seller');
}

export const sellerQueryOptions = () =>
  queryOptions({
    queryKey: ['seller'],
    queryFn: getSeller,
    // The configuration changes only with a restart; the server caches it for 5 minutes too.
    staleTime: 5 * 60_000,
  });

export function useSeller() {
  return useQuery(sellerQueryOptions());
}
