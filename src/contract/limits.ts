/** Constants of spec section 9 that this slice uses. */
export const limits = {
  qrPopupSize: 128,
  toastMs: 5000,
} as const
