/**
 * An <img>'s fetchpriority. React 18 knows no fetchPriority prop; the lowercase attribute
 * reaches the DOM as browsers read it.
 */
export const fetchPriority = (high: boolean) => ({ fetchpriority: high ? "high" : "auto" }) as Record<string, string>
