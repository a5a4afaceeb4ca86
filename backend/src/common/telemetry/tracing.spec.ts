import { startTracing, tracingEnabled } from './tracing';

describe('startTracing', () => {
  it('does nothing without a collector to export to', () => {
    expect(startTracing({ OTEL_TRACES_PER_SECOND: '5' })).toBe(false);
    expect(tracingEnabled()).toBe(false);
  });

  it.each([
    ['OTEL_TRACES_PER_SECOND', 'lots', 'expected a number from 0.001 to 1000000000, got "lots"'],
    ['OTEL_TRACES_PER_SECOND', '0', 'expected a number from 0.001 to 1000000000, got "0"'],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5', 'expected a number from 0 to 1, got "1.5"'],
  ])('refuses %s=%s, naming it, before anything is registered', (name, value, why) => {
    expect(() => startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', [name]: value })).toThrow(
      `Invalid environment variable ${name}: ${why}`,
    );
    expect(tracingEnabled()).toBe(false);
  });

  it('refuses a malformed value with tracing off too', () => {
    expect(() => startTracing({ OTEL_TRACES_PER_SECOND: 'lots' })).toThrow('Invalid environment variable OTEL_TRACES_PER_SECOND');
  });
});
