import { isCountryCode, normaliseTaxId, taxIdProblem } from './tax-ids';

describe("the buyer's tax ID", () => {
  it.each([
    ['JM', '123-456-789', '123456789'],
    ['GB', 'gb 123 4567 89', 'GB123456789'],
    ['GB', 'GB123456789001', 'GB123456789001'],
    ['GB', 'GBGD001', 'GBGD001'],
    ['DE', 'DE 123.456.789', 'DE123456789'],
    ['FR', 'FRXX123456789', 'FRXX123456789'],
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['GR', 'EL123456789', 'EL123456789'],
    ['IE', 'IE1234567WA', 'IE1234567WA'],
    ['US', '12-3456789', '12-3456789'],
    ['US', '123456789', '12-3456789'],
    ['CA', '123456789RT0001', '123456789RT0001'],
  ])('%s %s is taken, as %s', (country, given, stored) => {
    expect(taxIdProblem(country, given)).toBeNull();
    expect(normaliseTaxId(country, given)).toBe(stored);
  });

  it.each([
    ['JM', '12345678', 'a TRN of 9 digits'],
    ['JM', 'GB123456789', 'a TRN of 9 digits'],
    ['GB', '123456789', 'a VAT number: GB and 9 or 12 digits'],
    ['GB', 'GB1234567890', 'a VAT number: GB and 9 or 12 digits'],
    ['DE', 'FR123456789', "a VAT number: DE and the number, as the EU's VIES writes it"],
    ['DE', 'DE12345678', "a VAT number: DE and the number, as the EU's VIES writes it"],
    ['GR', 'GR123456789', "a VAT number: EL and the number, as the EU's VIES writes it"],
    ['US', '1234-56789', 'an EIN: 9 digits, as 12-3456789'],
    ['CA', 'x', 'a tax ID of 2 to 30 letters, digits and dashes'],
  ])('%s %s is refused: %s', (country, given, problem) => {
    expect(taxIdProblem(country, given)).toBe(problem);
  });

  it('knows the ISO 3166 countries, in capitals, and nothing else', () => {
    expect(['JM', 'GB', 'US', 'DE', 'EE'].every(isCountryCode)).toBe(true);
    expect(['UK', 'EU', 'jm', 'XX', 'JAM', '', 42].some(isCountryCode)).toBe(false);
  });
});
