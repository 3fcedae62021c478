import { useEffect, useState } from "react"

/** An object URL for a chosen file, revoked when the file changes (none where the browser has no URL.createObjectURL). */
export function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return setUrl(null)
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}
