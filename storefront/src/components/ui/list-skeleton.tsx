/** Grey blocks where a list is about to appear, announced once to screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="account-skeleton" aria-busy="true" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="account-skeleton__row" data-testid="account-skeleton" />
      ))}
    </div>
  )
}
