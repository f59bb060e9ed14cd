/** Spec 1 §8: failed calls are recorded (errorCode and HTTP status), without duplicates. */
export type TRecordedError = { errorCode: string; status: number };

let recorded: TRecordedError[] = [];

export function recordError(entry: TRecordedError): void {
  const isKnown = recorded.some((item) => item.errorCode === entry.errorCode && item.status === entry.status);
  if (!isKnown) recorded = [...recorded, entry];
}

export function getRecordedErrors(): readonly TRecordedError[] {
  return recorded;
}

export function clearRecordedErrors(): void {
  recorded = [];
}
