/** A paper's download link: the dashboard's session cookie signs the request (same origin). */
export const PaperLink = ({ href, label, testId }: { href: string; label: string; testId: string }) => (
  <a className="text-ui-fg-interactive txt-compact-small-plus hover:underline" href={href} download data-testid={testId}>
    {label}
  </a>
)
