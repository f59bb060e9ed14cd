import { z } from 'zod';
import { KYC_DOCUMENT_STATUSES } from './profile.constants';

/** One filed document as `justif-status` lists it. */
export const ZJustif = z.object({
  id: z.string(),
  type: z.string(),
  subType: z.string(),
  fileName: z.string(),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  dateDepot: z.string(),
});
export type TJustif = z.infer<typeof ZJustif>;

/** profile/upload-document answer: the filed document. */
export const ZUploadedJustif = ZJustif;
