import {
  CLIENT_REFERENCE_DIGITS,
  REQUIRED_MESSAGE,
  clientReferencePrefix,
  isDigitsOnly,
  issuerPartsError,
  makeZClientReference,
  type TIssuer,
} from '@nomina/domain';
import { z } from 'zod';
import type { TFieldIssue } from '../../../lib/forms/field-issues';

/** The prefix the client reference of this issuer starts with ('' while none is chosen). */
export function prefixOf(issuer: TIssuer | null): string {
  return issuer ? clientReferencePrefix(issuer.emetIden) : '';
}

/** Spec 1 §4: choosing an issuer prefills the reference with its code and ' / '. */
export function referenceForIssuer(issuer: TIssuer, current: string): string {
  const prefix = prefixOf(issuer);
  return current.startsWith(prefix) ? current : prefix;
}

/** Spec 1 §4: an edit that breaks the chosen issuer's prefix clears the reference and the issuer. */
export function isPrefixKept(reference: string, issuer: TIssuer | null): boolean {
  return issuer !== null && reference.startsWith(prefixOf(issuer));
}

/**
 * The issuer field's message (spec 1 §5, issuer value rules): nothing typed gives required;
 * typed but not chosen reads as a code without a name (digits, invalidCCN) or a name without a
 * code (ivalidEmet).
 */
export function issuerIssue(issuer: TIssuer | null, typed: string): TFieldIssue | undefined {
  if (issuer) return undefined;
  const text = typed.trim();
  const error = isDigitsOnly(text) ? issuerPartsError(text, '') : issuerPartsError('', text);
  if (!error) return undefined;
  return { message: error === 'required' ? REQUIRED_MESSAGE : error };
}

/** The client reference's first failed rule, with the digit bounds its texts interpolate. */
export function referenceIssue(reference: string, issuer: TIssuer | null): TFieldIssue | undefined {
  const result = makeZClientReference(prefixOf(issuer)).safeParse(reference);
  const issue = result.error?.issues[0];
  return issue ? { message: issue.message, params: { ...CLIENT_REFERENCE_DIGITS } } : undefined;
}

/** The identity form as typed: the chosen issuer, the issuer field's text and the references. */
export type TIdentityDraft = {
  issuer: TIssuer | null;
  issuerText: string;
  reference: string;
  employee: string;
};

/** The identity form's resolver schema: the issuer value and client reference rules above. */
export const ZIdentityDraft = z
  .object({
    issuer: z.custom<TIssuer | null>(),
    issuerText: z.string(),
    reference: z.string(),
    employee: z.string(),
  })
  .superRefine(({ issuer, issuerText, reference }, context) => {
    for (const [path, issue] of [
      ['issuer', issuerIssue(issuer, issuerText)],
      ['reference', referenceIssue(reference, issuer)],
    ] as const)
      if (issue)
        context.addIssue({ code: 'custom', path: [path], message: issue.message, params: issue.params });
  });
