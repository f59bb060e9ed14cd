export { deskModule } from './desk.routes';
export {
  pendingBankChanges,
  pendingDocuments,
  reviewBankChange,
  reviewDocument,
  type TReviewDeps,
} from './profile-review/profile-review.service';
