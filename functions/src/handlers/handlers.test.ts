import { resources } from '@befundklar/shared/routes';
import { describe, expect, it } from 'vitest';

describe('Handlers: one module per resource of the route table', () => {
  it.each(resources.map((resource) => [resource]))(
    'functions/src/handlers/%s.ts serves exactly its routes',
    async (resource) => {
      // createApiHandler throws at import when a route of the table has no operation, or the reverse.
      const module = (await import(`./${resource}.ts`)) as { handler?: unknown };
      expect(typeof module.handler).toBe('function');
    },
  );
});
