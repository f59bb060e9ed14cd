/** Today's date as dd/MM/yyyy (spec 2 §2 recap panel). */
export function recapDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}
