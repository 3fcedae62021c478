// Bangladesh groups digits in lakhs and crores (1,25,000), as the en-IN locale does.
const taka = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })

/** A BDT amount (Medusa v2 stores whole currency units, not paisa) as shoppers read it: ৳ 1,25,000. */
export function formatBDT(amount: number): string {
  return `৳ ${taka.format(amount)}`
}
