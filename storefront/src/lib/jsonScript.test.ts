import { readJsonScript } from './jsonScript';

const pageHolding = (text: string | null) => {
  document.body.innerHTML = text === null ? '' : '<script type="application/json" id="data"></script>';
  if (text !== null) document.getElementById('data')!.textContent = text;
  return document;
};

describe("a page's JSON script", () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('is read as the value it holds', () => {
    expect(readJsonScript('data', pageHolding('{"a":[1,"<\\u002fscript>"]}'))).toEqual({ a: [1, '</script>'] });
  });

  it('is null when the page has none, or it is empty', () => {
    expect(readJsonScript('data', pageHolding(null))).toBeNull();
    expect(readJsonScript('data', pageHolding(''))).toBeNull();
  });

  it('is null when it does not parse, so the app reads the value itself', () => {
    expect(readJsonScript('data', pageHolding('{"a":'))).toBeNull();
  });
});
