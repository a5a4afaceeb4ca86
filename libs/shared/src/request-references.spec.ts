import {
  changedReferences,
  labelledReferences,
  NO_REFERENCES,
  referenceChangeText,
  REQUEST_REFERENCE_KEYS,
  REQUEST_REFERENCES,
  type RequestReferences,
  requestReferencesOf,
} from './request-references';

describe("the buyer's references on a request", () => {
  it('reads every reference of a holder, trimmed, an empty or missing one as null', () => {
    expect(requestReferencesOf({ ...NO_REFERENCES, poNumber: '  PO-1 ' })).toEqual({ ...NO_REFERENCES, poNumber: 'PO-1' });
    expect(requestReferencesOf<Partial<RequestReferences>>({ poNumber: '   ' })).toEqual(NO_REFERENCES);
    expect(requestReferencesOf<Partial<RequestReferences>>({})).toEqual(NO_REFERENCES);
    expect(Object.keys(NO_REFERENCES)).toEqual([...REQUEST_REFERENCE_KEYS]);
  });

  it('sends only what changed: the references given against none, the ones edited against the record', () => {
    expect(changedReferences({ poNumber: ' PO-1 ' })).toEqual({ poNumber: 'PO-1' });
    expect(changedReferences({ poNumber: '  ' })).toEqual({});
    expect(changedReferences({ poNumber: 'PO-1' }, { poNumber: 'PO-1' })).toEqual({});
    expect(changedReferences({ poNumber: '' }, { poNumber: 'PO-1' })).toEqual({ poNumber: null });
  });

  it('labels the references given, in the order of the list, for documents and pages', () => {
    expect(labelledReferences({ poNumber: 'PO-1' })).toEqual([{ label: 'PO number', value: 'PO-1' }]);
    expect(labelledReferences(NO_REFERENCES)).toEqual([]);
    for (const key of REQUEST_REFERENCE_KEYS) expect(REQUEST_REFERENCES[key].max).toBeGreaterThan(0);
  });

  it("tells an edit of one in the timeline's words", () => {
    expect(referenceChangeText({ poNumber: 'PO-2' })).toBe('PO number set to PO-2');
    expect(referenceChangeText({ poNumber: null })).toBe('PO number removed');
    expect(referenceChangeText({})).toBe('Reference changed');
    expect(referenceChangeText(null)).toBe('Reference changed');
  });
});
