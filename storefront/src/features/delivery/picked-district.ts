import { useEffect, useState } from "react"

/** Where a visitor's chosen district is remembered (this browser only; never sent to the server). */
const KEY = "chaka.district"

const read = () => {
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return null
  }
}

/**
 * The district a shopper picked on a product page, read after hydration (the shared page is the
 * same for everyone: the shopper's own line appears in the browser only).
 */
export function usePickedDistrict(): [string | null, (district: string) => void] {
  const [district, setDistrict] = useState<string | null>(null)
  useEffect(() => setDistrict(read()), [])
  const pick = (next: string) => {
    setDistrict(next)
    try {
      window.localStorage.setItem(KEY, next)
    } catch {
      // Private mode: remembered for this page only.
    }
  }
  return [district, pick]
}
