/** Small text helpers shared by the naming and labelling functions. */

/** 'desk' -> 'Desk', 'review' -> 'Review'; the rest of the word is left as written. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Text for inside HTML, an element's content or a quoted attribute: nothing in it is markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
