import { useMessages } from "../../i18n"

export function ErrorMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useMessages().errors
  return (
    <div className="error-message" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </div>
  )
}
