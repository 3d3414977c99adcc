/** Side of every app QR code, in CSS pixels (docs/product/routes.md#home). */
export const QR_SIZE = 152;
