/** Fixed sizes and times of the client: the QR code's size in its popup, how long a toast shows. */
export const limits = {
  qrPopupSize: 128,
  toastMs: 5000,
} as const
