export interface UpiPayment {
  payeeId: string;
  payeeName: string;
  amount: number;
  note: string;
}

/** The `upi://pay` deep link every UPI app understands; each value URL-encoded. */
export function buildUpiLink({ payeeId, payeeName, amount, note }: UpiPayment): string {
  const enc = encodeURIComponent;
  return `upi://pay?pa=${enc(payeeId)}&pn=${enc(payeeName)}&am=${enc(String(amount))}&cu=INR&tn=${enc(note)}`;
}
