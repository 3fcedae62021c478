/**
 * A policy's plain text as paragraphs (blank lines between them; single line breaks kept).
 * React escapes the text: whatever an admin types is shown, never run as HTML.
 */
export function PolicyText({ body }: { body: string }) {
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <div className="policy-text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
