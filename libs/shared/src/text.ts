/** Small text helpers shared by the naming and labelling functions. */

/** 'desk' -> 'Desk', 'review' -> 'Review'; the rest of the word is left as written. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
