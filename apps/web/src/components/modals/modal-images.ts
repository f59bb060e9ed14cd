import errorImage from '../../assets/warning/error.svg';
import neutralImage from '../../assets/warning/neutral.svg';
import successImage from '../../assets/warning/success.svg';
import warningImage from '../../assets/warning/warning.svg';
import type { TAlertKind, TWarningType } from './modal-store';

/** One image per warning-modal type (spec 1 §2). */
export const WARNING_IMAGES: Record<TWarningType, string> = {
  error: errorImage,
  warning: warningImage,
  success: successImage,
  neutral: neutralImage,
};

/** Alert kinds reuse the same pictures; info is the neutral one. */
export const ALERT_IMAGES: Record<TAlertKind, string> = {
  error: errorImage,
  warning: warningImage,
  success: successImage,
  info: neutralImage,
};
