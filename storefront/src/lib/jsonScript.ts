/** The JSON a page's `<script type="application/json" id={id}>` holds; null when it has none or it does not parse. */
export function readJsonScript<T>(id: string, page: Pick<Document, 'getElementById'> = document): T | null {
  const text = page.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
