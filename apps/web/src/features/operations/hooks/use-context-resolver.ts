import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from '../../../lib/forms/domain-resolver';

type TSchemaOf<TValues extends FieldValues, TContext> = (context: TContext) => z.ZodType<TValues, TValues>;

/**
 * A react-hook-form resolver from a domain schema that depends on data the step renders (the
 * security's listing, the calendar, the sellable quantity), for a context that depends on the
 * form's own values (the chosen security, the holding mode): the resolver goes to `useForm` first,
 * the step computes the context from the watched values, then hands it over with
 * `useResolverContext`. The schema is built at each validation from the latest context rendered.
 */
export function useDeferredContextResolver<TValues extends FieldValues, TContext>(
  schemaOf: TSchemaOf<TValues, TContext>,
): { resolver: Resolver<TValues>; latest: RefObject<TContext | null> } {
  const latest = useRef<TContext | null>(null);
  // Validation runs on the holder's events, after the first render has handed the context over.
  const resolver = domainResolver<TValues>(() => schemaOf(latest.current as TContext));
  return { resolver, latest };
}

/** Hands the context just rendered to the resolver of `useDeferredContextResolver`. */
export function useResolverContext<TContext>(latest: RefObject<TContext | null>, context: TContext): void {
  useLayoutEffect(() => {
    latest.current = context;
  });
}

/** The same, when the context is known before the form (it does not depend on the form's values). */
export function useContextResolver<TValues extends FieldValues, TContext>(
  schemaOf: TSchemaOf<TValues, TContext>,
  context: TContext,
): Resolver<TValues> {
  const { resolver, latest } = useDeferredContextResolver(schemaOf);
  useResolverContext(latest, context);
  return resolver;
}
