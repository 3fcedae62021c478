/** `build` run once per language's texts: a schema whose refusals are in the page's language is made once per language, then reused. */
export function perLanguage<Texts extends object, T>(build: (texts: Texts) => T): (texts: Texts) => T {
  const built = new WeakMap<Texts, T>()
  return (texts) => {
    if (built.has(texts)) return built.get(texts) as T
    const made = build(texts)
    built.set(texts, made)
    return made
  }
}
