import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('leaves plain values as they are and blanks null', () => {
    expect(csvLine(['SnapForm', 250, true, null, undefined, -12.5])).toBe('SnapForm,250,true,,,-12.5\r\n');
  });

  it('quotes commas, quotes, line breaks and outer spaces (RFC 4180)', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "best" bot')).toBe('"The ""best"" bot"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('keeps a spreadsheet from running text as a formula (CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    for (const text of ['+1', '-2+3', '@SUM(A1)', '\tTab']) expect(csvCell(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    // A spreadsheet that splits on semicolons reads a quoted cell whole: no second half starting with '='.
    expect(csvCell('x;=1+2+7')).toBe('"x;=1+2+7"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(-5)).toBe('-5');
  });
});
