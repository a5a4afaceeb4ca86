/**
 * The `api-through-nginx` project (jest.config.js) runs the API e2e files as they are, with every
 * app they start (createTestApp, which every fixture calls) deployed as a user runs two replicas:
 * two instances on one database and one Redis, behind Debian's nginx (twoInstancesBehindNginx).
 * `t.http` goes through nginx, so consecutive calls land on either instance; `t.app` is the first.
 */
import type { Deployment } from './nginx-proxy';

const mockDeployments: Deployment[] = [];

jest.mock('./test-app', () => {
  const actual = jest.requireActual<typeof import('./test-app')>('./test-app');
  const { twoInstancesBehindNginx } = jest.requireActual<typeof import('./nginx-proxy')>('./nginx-proxy');
  return {
    ...actual,
    createTestApp: (...[env = {}, { mail = false, ...options } = {}]: Parameters<typeof actual.createTestApp>) =>
      // Both instances send to one SMTP server, as replicas share the vendor's.
      actual.withMailServer(mail, async (mailEnv) => {
        const deployment = await twoInstancesBehindNginx((instanceEnv) => actual.createTestApp(instanceEnv, options), {
          ...mailEnv,
          ...env,
        });
        mockDeployments.push(deployment);
        return deployment;
      }),
  };
});

/** The file's calls went through nginx to both instances: a file that ran here ran replicated. */
afterAll(() => {
  expect(mockDeployments.length).toBeGreaterThan(0);
  const requests = mockDeployments.flatMap((deployment) => deployment.proxy.requests().map((request) => ({ ...request, deployment })));
  if (requests.length < 10) return; // too few calls to expect both instances to have served
  for (const deployment of mockDeployments) {
    const served = deployment.addresses.map(
      (address) => requests.filter((request) => request.deployment === deployment && request.upstream.endsWith(address)).length,
    );
    const total = served[0]! + served[1]!;
    if (total >= 10) expect(Math.min(...served) / total).toBeGreaterThan(0.25);
  }
});
