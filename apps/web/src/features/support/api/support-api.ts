import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSupportCategory,
  TSupportRequestCreated,
  TSupportRequestDetail,
  TSupportRequestPayload,
  TSupportRequestSummary,
} from '@nomina/domain';
import { UNREAD_ANSWERS_KEY } from '../../../components/shell/header/use-unread-answers';
import { encryptPayload } from '../../../lib/crypto/encrypt-payload';
import { http } from '../../../lib/http/http-client';
import { isAuthenticated } from '../../../lib/session/user-access';
import { storage } from '../../../lib/storage/storage';

type TStoredCategories = Partial<Record<'visitor' | 'logged', TSupportCategory[]>>;
const audienceOf = (logged: boolean) => (logged ? 'logged' : 'visitor');

/** GET selfcare/categories (pIndiLogged), kept under the storage key `categories` (spec 3 §9). */
export function useCategories(logged: boolean) {
  const stored = storage.get<TStoredCategories>('categories')?.[audienceOf(logged)];
  return useQuery({
    queryKey: ['selfcare-categories', logged],
    queryFn: async () => {
      const categories = await http<TSupportCategory[]>('/business/selfcare/categories', {
        query: { pIndiLogged: logged },
        skipAuth: !logged,
        hiddenReq: true,
      });
      storage.set('categories', {
        ...(storage.get<TStoredCategories>('categories') ?? {}),
        [audienceOf(logged)]: categories,
      });
      return categories;
    },
    initialData: stored,
    initialDataUpdatedAt: 0,
  });
}

/**
 * POST selfcare/demande: the form as a JWE only the server can open, and the files, in one
 * multipart body. A signed-in holder's call carries the bearer, so the request joins messaging.
 */
export async function sendSupportRequest(
  payload: TSupportRequestPayload,
  files: File[],
): Promise<TSupportRequestCreated> {
  const form = new FormData();
  form.append('payload', await encryptPayload(payload));
  files.forEach((file) => form.append('files', file, file.name));
  return http<TSupportRequestCreated>('/business/selfcare/demande', {
    method: 'POST',
    form,
    skipAuth: !isAuthenticated(),
  });
}

export function useSendSupportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, files }: { payload: TSupportRequestPayload; files: File[] }) =>
      sendSupportRequest(payload, files),
    onSuccess: () => client.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}

const REQUESTS_KEY = 'selfcare-demandes';

/** GET selfcare/demandes: the holder's requests. */
export function useRequests() {
  return useQuery({
    queryKey: [REQUESTS_KEY],
    queryFn: () => http<TSupportRequestSummary[]>('/business/selfcare/demandes'),
  });
}

/** GET selfcare/demandes/{id}: the thread; its answers become read, so the counter is refreshed. */
export function useRequestThread(idDemande: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [REQUESTS_KEY, idDemande],
    queryFn: async () => {
      const thread = await http<TSupportRequestDetail>(`/business/selfcare/demandes/${idDemande}`);
      void client.invalidateQueries({ queryKey: UNREAD_ANSWERS_KEY });
      void client.invalidateQueries({ queryKey: [REQUESTS_KEY], exact: true });
      return thread;
    },
    enabled: idDemande !== null,
  });
}

/** POST selfcare/demandes/{id}/reponse: the holder's reply, with files. */
export function useReply(idDemande: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ texte, files }: { texte: string; files: File[] }) => {
      const form = new FormData();
      form.append('texte', texte);
      files.forEach((file) => form.append('files', file, file.name));
      return http<TSupportRequestDetail>(`/business/selfcare/demandes/${idDemande}/reponse`, {
        method: 'POST',
        form,
      });
    },
    onSuccess: (thread) => {
      client.setQueryData([REQUESTS_KEY, idDemande], thread);
      void client.invalidateQueries({ queryKey: [REQUESTS_KEY], exact: true });
    },
  });
}

/** GET selfcare/fichiers/{id}: an attachment, as a Blob to save (a user action, not cached data). */
export function useDownloadSupportFile() {
  return useMutation({
    mutationFn: (idFichier: string) =>
      http<Blob>(`/business/selfcare/fichiers/${idFichier}`, { asBlob: true }),
  });
}
