declare module 'codes-postaux' {
  /** One commune served by a French postal code (La Poste's postal code file). */
  export type TCodePostalEntry = {
    codePostal: string;
    codeCommune: string;
    nomCommune: string;
    libelleAcheminement: string;
  };
  export function find(codePostal: string): TCodePostalEntry[];
}
