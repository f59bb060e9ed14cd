import type { FastifyInstance } from 'fastify';
import { accounts, holders, users } from '../db/schema';

let sequence = 0;

/** A holder of issuer 1001 with a portal user who has not signed up yet, unique per call. */
export async function createPendingUser(
  app: FastifyInstance,
  options: { phone?: string | null; smsConsent?: boolean } = {},
) {
  sequence += 1;
  const n = String(900 + sequence);
  const login = `pending${n}`;
  const email = `pending${n}@example.fr`;
  const phone = options.phone === undefined ? `+33612${n}000`.slice(0, 12) : options.phone;
  const tituNume = `TEST-${n}`;
  await app.db.insert(holders).values({
    tituNume,
    actiIden: 9000 + sequence,
    emetIden: 1001,
    civility: 'M',
    firstName: 'Test',
    lastName: `Holder ${n}`,
    residenceFiscale: 'FRANCE',
    email,
    phone,
  });
  const [user] = await app.db
    .insert(users)
    .values({ login, email, phone, smsConsent: options.smsConsent ?? false })
    .returning();
  await app.db
    .insert(accounts)
    .values({ userId: user!.id, actiIden: 9000 + sequence, emetIden: 1001, tituNume });
  return { login, email, phone: phone ?? '' };
}

/** A visitor's support request as the contact form fills it (selfcare/demande payload). */
export const SUPPORT_FORM = {
  nom: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  categorie: 'ACCES',
  objet: 'Accès impossible',
  message: "Je n'arrive plus à me connecter depuis hier.",
  lang: 'fr',
  themeId: 1,
};
