import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadConfig } from './app-config';
import { ENV_VARIABLES } from './env-schema';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-config-'));
  const base = { DATA_DIR: dataDir };

  it('has defaults for a development start', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, embeddedPgPort: 54329, databaseUrl: undefined, smtp: undefined });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base).jwtSecret).toBe(config.jwtSecret);
  });

  it('fails fast naming the variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow('Invalid environment variable PORT');
    expect(() => loadConfig({ ...base, DATABASE_URL: 'not a url' })).toThrow('Invalid environment variable DATABASE_URL');
    expect(() => loadConfig({ ...base, SMTP_HOST: 'mail', SMTP_PORT: '70000' })).toThrow('Invalid environment variable SMTP_PORT');
    expect(() => loadConfig({ ...base, SMTP_HOST: 'mail', SMTP_SECURE: 'maybe' })).toThrow('Invalid environment variable SMTP_SECURE');
    expect(() => loadConfig({ ...base, NODE_ENV: 'staging' })).toThrow('Invalid environment variable NODE_ENV');
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow('Invalid environment variable JWT_SECRET');
  });

  it('refuses production without JWT_SECRET or DATABASE_URL', () => {
    const secret = 'a'.repeat(40);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow('JWT_SECRET');
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: secret })).toThrow('DATABASE_URL');
    expect(loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: secret, DATABASE_URL: 'postgres://db/x' }).nodeEnv).toBe('production');
  });

  it('STOREFRONT_DIST_DIR must hold a built app (index.html) and is kept as an absolute path', () => {
    expect(loadConfig(base).storefrontDistDir).toBeUndefined();
    expect(() => loadConfig({ ...base, STOREFRONT_DIST_DIR: dataDir })).toThrow(
      `Invalid environment variable STOREFRONT_DIST_DIR: no index.html in ${dataDir}`,
    );
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html>');
    expect(loadConfig({ ...base, STOREFRONT_DIST_DIR: relative(process.cwd(), dataDir) }).storefrontDistDir).toBe(dataDir);
  });

  it('reads SMTP, CORS and Google settings', () => {
    const config = loadConfig({
      ...base,
      SMTP_HOST: 'mail',
      SMTP_PORT: '2525',
      SMTP_SECURE: 'true',
      CORS_ORIGINS: 'http://a, http://b',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token/',
    });
    expect(config.smtp).toEqual({ host: 'mail', port: 2525, secure: true, user: undefined, password: undefined });
    expect(config.corsOrigins).toEqual(['http://a', 'http://b']);
    expect(config.google.tokenUrl).toBe('http://127.0.0.1:9/token');
  });

  it('reads TRUST_PROXY, by default no proxy at all, and refuses what is not a proxy address', () => {
    expect(loadConfig(base).trustedProxies).toEqual([]);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.7, uniquelocal' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.example.com' })).toThrow(/Invalid environment variable TRUST_PROXY/);
  });

  it('docker-compose.yml gives the app only variables the backend reads, and every one that is not local-only', () => {
    const compose = readFileSync(join(__dirname, '../../../docker-compose.yml'), 'utf8');
    const appEnvironment = compose.slice(compose.indexOf('  app:')).split('    environment:\n')[1]!.split('\n    volumes:')[0]!;
    const given = [...appEnvironment.matchAll(/^ {6}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    const localOnly = ['EMBEDDED_PG_PORT', 'GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL', 'STOREFRONT_DIST_DIR', 'LOG_FILE'];
    expect([...given].sort()).toEqual(ENV_VARIABLES.filter((name) => !localOnly.includes(name)).sort());
  });

  it('.env.example lists exactly the variables the backend reads and those docker-compose.yml reads', () => {
    const example = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    const compose = readFileSync(join(__dirname, '../../../docker-compose.yml'), 'utf8');
    // Compose's interpolation: `${VAR}`, `${VAR:-default}` and the other `${VAR...}` forms, and
    // `$VAR`; `$$` is a literal dollar (a variable of the container's shell, not Compose's).
    const composeReads = [...compose.matchAll(/\$(?:\$|\{([A-Za-z_]\w*)|([A-Za-z_]\w*))/g)]
      .map(([, braced, bare]) => braced ?? bare)
      .filter((name): name is string => name !== undefined);
    expect(composeReads).toEqual(expect.arrayContaining(['PROXY_PORT', 'GRAFANA_ADMIN_PASSWORD', 'JWT_SECRET']));
    expect([...new Set(listed)].sort()).toEqual([...new Set([...ENV_VARIABLES, ...composeReads])].sort());
  });
});
