/** Indian digit grouping (lakh, crore) through Intl with the en-IN locale. */
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 100000 -> '1,00,000'; 1234567.5 -> '12,34,567.5'. */
export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** 100000 -> '₹1,00,000'; 99.5 -> '₹99.5'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
