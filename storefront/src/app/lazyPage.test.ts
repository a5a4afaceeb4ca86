import { startedOn } from './lazyPage';

describe('startedOn', () => {
  const page = () => Promise.resolve({ Page: () => null });

  it('starts loading at once when the app opens on one of the page’s addresses', () => {
    window.history.replaceState(null, '', '/arms/vooshdesk');
    const load = jest.fn(page);
    expect(startedOn((pathname) => pathname.startsWith('/arms/'), load)).toBe(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the load to the route anywhere else', () => {
    window.history.replaceState(null, '', '/login');
    const load = jest.fn(page);
    startedOn((pathname) => pathname === '/', load);
    expect(load).not.toHaveBeenCalled();
  });
});
