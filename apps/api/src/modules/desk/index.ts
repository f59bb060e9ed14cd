export { deskModule } from './desk.routes';
export { createReviewDeps } from './profile-review/profile-review.deps';
export {
  pendingBankChanges,
  pendingDocuments,
  reviewBankChange,
  reviewDocument,
  type TReviewDeps,
} from './profile-review/profile-review.service';
export { createOrderFundsDeps } from './order-funds/order-funds.deps';
export { recordOrderFunds, type TOrderFundsDeps } from './order-funds/order-funds.service';
