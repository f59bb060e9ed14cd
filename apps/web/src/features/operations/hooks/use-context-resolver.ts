import { useLayoutEffect, useRef } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from '../../../lib/forms/domain-resolver';

/**
 * A react-hook-form resolver from a domain schema that depends on data the form itself selects
 * (the security's listing, the calendar, the sellable quantity): the schema is built at each
 * validation from the latest context rendered.
 */
export function useContextResolver<TValues extends FieldValues, TContext>(
  schemaOf: (context: TContext) => z.ZodType<TValues, TValues>,
  context: TContext,
): Resolver<TValues> {
  const latest = useRef(context);
  useLayoutEffect(() => {
    latest.current = context;
  });
  return domainResolver<TValues>(() => schemaOf(latest.current));
}
