export { paymentsRoutes } from './payments.routes';
export { notificationRoutes } from './notification.routes';
export { sandboxRoutes } from './sandbox.routes';
export { createPayingDeps, createPaymentsDeps, type TPaymentsOptions } from './deps';
export { confirmCardPayment, confirmLinxoPayment } from './payments.service';
