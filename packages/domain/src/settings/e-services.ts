import { z } from 'zod';

/** insert/e-abonnement: subscribe to electronic documents (true) or go back to paper (false). */
export const ZEAbonnementRequest = z.object({
  abonne: z.boolean(),
  /** The legal confirmation text was read and accepted; required to subscribe. */
  confirmation: z.boolean(),
});
export type TEAbonnementRequest = z.infer<typeof ZEAbonnementRequest>;

/** update/e-convocation: general-meeting convocations by e-mail (true) or by post (false). */
export const ZEConvocationRequest = z.object({ abonne: z.boolean() });
export type TEConvocationRequest = z.infer<typeof ZEConvocationRequest>;

export const SETTINGS_ERRORS = {
  /** Subscribing without ticking the legal confirmation. */
  confirmationRequired: 'e_services.error.confirmation',
  /** E-convocation needs an e-mail on file. */
  emailRequired: 'e_convocation.error.email',
} as const;

/** The e-services choice as the form checks it: subscribing needs the legal confirmation. */
export const ZEAbonnementForm = ZEAbonnementRequest.refine((value) => !value.abonne || value.confirmation, {
  path: ['confirmation'],
  message: SETTINGS_ERRORS.confirmationRequired,
});

/** The holder's electronic-delivery choices, as the server holds them. */
export const ZEServicesState = z.object({
  eServices: z.boolean(),
  eServicesDate: z.string().nullable(),
  eConvocation: z.boolean(),
  eConvocationDate: z.string().nullable(),
  /** Partly starred e-mail on file (null when none). */
  email: z.string().nullable(),
});
export type TEServicesState = z.infer<typeof ZEServicesState>;
