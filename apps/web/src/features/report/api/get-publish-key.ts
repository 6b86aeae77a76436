import type { PublishKeyResponse } from '@ankvidya/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

/** GET /api/getPublishKey: the provider's publishable key, and whether it is the demo gateway. */
export function getPublishKey(): Promise<PublishKeyResponse> {
  return apiJson<PublishKeyResponse>('/api/getPublishKey');
}

export const publishKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['publish-key'],
    queryFn: getPublishKey,
    staleTime: Infinity,
    retry: false,
  });

export function usePublishKey() {
  return useQuery(publishKeyQueryOptions());
}
