// Slugs for pt-BR text: section anchors ("2. Cookies que usamos" → "2-cookies-que-usamos").

/** Lower case, accents removed (ç → c, ã → a), runs of anything else joined by "-". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A slug source for one document: repeated texts get "-2", "-3"…, an empty slug becomes
 * "secao", and no slug is handed out twice.
 */
export function createSlugger(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slugify(text) || "secao";
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}
