import { useI18n } from "../../i18n"

/**
 * A taka amount on the page. `.money` never wraps, so on a narrow phone the ৳ sign stays with
 * its digits ("৳ 1,45,000") instead of being left alone at the end of a line.
 */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const { money } = useI18n()
  return <span className={className ? `money ${className}` : "money"}>{money(amount)}</span>
}
