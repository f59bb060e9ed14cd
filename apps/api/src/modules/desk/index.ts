export { deskModule } from './desk.routes';
export { createReviewDeps } from './profile-review/profile-review.deps';
export {
  pendingBankChanges,
  pendingDocuments,
  reviewBankChange,
  reviewDocument,
  type TReviewDeps,
} from './profile-review/profile-review.service';
