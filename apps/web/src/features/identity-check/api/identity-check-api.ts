import type { TControlStatus, TIdDocument } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

const BASE = '/external/vialink';

/** Who is checking: a visitor of the sign-up (no token) or the connected user. */
export type TCheckMode = 'visitor' | 'connected';
const opts = (mode: TCheckMode) => ({ skipAuth: mode === 'visitor' });

export type TUploaded = Omit<TIdDocument, 'sheets'>;

export const createVisitorSession = (input: { token: string; phone: string; email: string }) =>
  http<{ secondToken: string }>(`${BASE}/controls`, {
    skipAuth: true,
    query: { token: input.token, useCase: 'onboarding', phone: input.phone, email: input.email },
  });

export const createConnectedSession = () => http<{ secondToken: string }>(`${BASE}/controls-create`);

/** A multipart upload with its progress, through the one HTTP client (refresh on 401 included). */
const sendWithProgress = <T>(
  mode: TCheckMode,
  path: string,
  form: FormData,
  onProgress: (p: number) => void,
) => http<T>(path, { ...opts(mode), method: 'POST', form, hiddenReq: true, onUploadProgress: onProgress });

export function uploadDocument(
  mode: TCheckMode,
  secondToken: string,
  file: File,
  onProgress: (p: number) => void,
) {
  const form = new FormData();
  form.append('secondToken', secondToken);
  form.append('file', file, file.name);
  return sendWithProgress<TUploaded>(mode, `${BASE}/smart-upload-doc`, form, onProgress);
}

export function uploadSide(
  mode: TCheckMode,
  input: { secondToken: string; existingDoc: string; side: 'FRONT' | 'BACK'; file: File },
  onProgress: (p: number) => void,
) {
  const form = new FormData();
  form.append('existingDoc', input.existingDoc);
  form.append('secondToken', input.secondToken);
  form.append('type', input.side);
  form.append('file', input.file, input.file.name);
  return sendWithProgress<TIdDocument>(mode, `${BASE}/documents`, form, onProgress);
}

export const deleteDocument = (mode: TCheckMode, secondToken: string, documentId: string) =>
  http<{ deleted: true }>(`${BASE}/documents-delete`, {
    ...opts(mode),
    method: 'DELETE',
    query: { documentId, secondToken },
  });

export const sessionDocuments = (mode: TCheckMode, secondToken: string) =>
  http<TIdDocument[]>(`${BASE}/controls-documents`, { ...opts(mode), query: { secondToken } });

export const submitControl = (mode: TCheckMode, secondToken: string) =>
  http<{ status: string }>(`${BASE}/controls-submit`, { ...opts(mode), query: { secondToken } });

export const controlStatus = (mode: TCheckMode, secondToken: string) =>
  http<TControlStatus>(`${BASE}/controls-status`, {
    ...opts(mode),
    hiddenReq: true,
    query: {
      secondToken,
      useCase: mode === 'visitor' ? 'onboarding' : 'checkIdentity',
      context: mode === 'visitor' ? 'none' : 'profile',
    },
  });

export const updateMediumContact = (
  mode: TCheckMode,
  body: { verificationKey: string; telephone: string; mail: string; lang: string },
) => http<{ updated: true }>(`${BASE}/update-contact`, { ...opts(mode), method: 'POST', body });
