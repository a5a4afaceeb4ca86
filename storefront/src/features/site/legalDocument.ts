/** A legal page's content: titled sections of paragraphs and bullet lists. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
  /** A second part with its own heading (the terms' Data Processing Addendum). */
  readonly addendum?: { readonly title: string; readonly intro: string; readonly sections: readonly LegalSection[] };
}
