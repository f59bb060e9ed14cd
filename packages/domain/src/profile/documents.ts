import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';
import { KYC_DOCUMENT_STATUSES, PROFILE_UPLOAD_TYPES, subTypesOf } from './profile.constants';

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

/**
 * profile/upload-document's form: a type of spec 3 §3 (PROFILE_UPLOAD_TYPES), one of its subtypes,
 * and the file (`TFile` is the caller's: the browser's File). Every missing field at once.
 */
export function makeZProfileUpload<TFile>() {
  return z
    .object({ type: z.string(), subType: z.string(), document: z.custom<TFile>() })
    .superRefine((value, ctx) => {
      if (!isProfileUploadKind(value.type, value.subType))
        ctx.addIssue({ code: 'custom', path: ['subType'], message: REQUIRED_MESSAGE });
      if (value.document === null || value.document === undefined)
        ctx.addIssue({ code: 'custom', path: ['document'], message: REQUIRED_MESSAGE });
    });
}

/** Whether a type and subtype pair is one of spec 3 §3's uploads (the server's check too). */
export function isProfileUploadKind(type: string, subType: string): boolean {
  return (PROFILE_UPLOAD_TYPES as readonly string[]).includes(type) && subTypesOf(type).includes(subType);
}
