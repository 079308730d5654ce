import type { SystemNotification } from '@portal/realtime';

export interface NotificationTarget {
  path: string;
  /** Orders and diagnoses open in a new window (spec §2); the rest replace the message centre. */
  newWindow: boolean;
}

/** Where opening a notification leads, by its type (`messageTypesOf`), or nowhere. */
export function notificationTarget(
  notification: Pick<SystemNotification, 'messageTypesOf' | 'jumpId'>,
): NotificationTarget | null {
  const { messageTypesOf: type, jumpId } = notification;
  switch (type) {
    case 3:
      return { path: `/orderSupplement?param=${jumpId}`, newWindow: true };
    case 4:
      return { path: `/diagnosisDetail?param=${jumpId}`, newWindow: true };
    case 5:
      return { path: '/companyInfo', newWindow: false };
    case 6:
      return { path: `/feedbackInfo?id=${jumpId}`, newWindow: false };
    case 7:
      return { path: '/memberCenter', newWindow: false };
    case 8:
      // An inquiry: the conversation with the buyer, where the inquiry card is.
      return { path: `/messages?to=${jumpId}`, newWindow: false };
    case 9:
      // A quote on the receiver's demand: the demand with its quotes side by side.
      return { path: `/demandDetail?id=${jumpId}`, newWindow: false };
    case 10:
      // The receiver's quote confirmed or expired, or an invitation: the demand and its own quote.
      return { path: `/demandInfo?id=${jumpId}`, newWindow: false };
    case 11:
      // The platform moved a digital-product order on: the company's orders, that one opened.
      return { path: `/digitalOrders?id=${jumpId}`, newWindow: false };
    case 12:
      // An exhibition registration approved or rejected: the company's registrations, that one marked.
      return { path: `/exhibitionRegistrations?id=${jumpId}`, newWindow: false };
    default:
      return null;
  }
}
