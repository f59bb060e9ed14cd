/** Not a secret (see obfuscate.ts); a deployment may still set its own to change the stored layout. */
export const CIPHER_KEY: string = import.meta.env.VITE_STORAGE_CIPHER_KEY ?? 'nomina-registre-2025';
