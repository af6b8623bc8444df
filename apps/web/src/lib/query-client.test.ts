import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './query-client';

describe('refreshAfterWrite', () => {
  it('asks again a first load that was in flight during the write, so a deleted row does not stay', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let committed = false;
    const answers: string[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['admin', 'products', { name: 'Tee' }],
      queryFn: async () => {
        // The first read starts before the delete commits and answers afterwards.
        const answer = committed ? 'without the row' : 'with the row';
        answers.push(answer);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      committed = true;
      await refreshAfterWrite(client);
      expect(answers).toEqual(['with the row', 'without the row']);
      expect(observer.getCurrentResult().data).toBe('without the row');
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
