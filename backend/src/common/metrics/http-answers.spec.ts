import { Registry } from 'prom-client';
import { HttpAnswers } from './http-answers';

describe('HttpAnswers', () => {
  it('exposes answers as a counter by status and a cumulative histogram of their times', async () => {
    const registry = new Registry();
    const answers = new HttpAnswers(registry, 'test_');
    answers.record('GET', '/api/arms', 200, 0.004);
    answers.record('GET', '/api/arms', 200, 0.03);
    answers.record('GET', '/api/arms', 304, 20);
    answers.record('POST', '/api/cart', 201, 0.01);
    const lines = (await registry.metrics()).split('\n');

    expect(lines).toEqual(
      expect.arrayContaining([
        '# TYPE test_http_requests_total counter',
        'test_http_requests_total{method="GET",route="/api/arms",status="200"} 2',
        'test_http_requests_total{method="GET",route="/api/arms",status="304"} 1',
        'test_http_requests_total{method="POST",route="/api/cart",status="201"} 1',
        '# TYPE test_http_request_duration_seconds histogram',
        'test_http_request_duration_seconds_bucket{method="GET",route="/api/arms",le="0.005"} 1',
        'test_http_request_duration_seconds_bucket{method="GET",route="/api/arms",le="0.025"} 1',
        'test_http_request_duration_seconds_bucket{method="GET",route="/api/arms",le="0.05"} 2',
        'test_http_request_duration_seconds_bucket{method="GET",route="/api/arms",le="10"} 2',
        'test_http_request_duration_seconds_bucket{method="GET",route="/api/arms",le="+Inf"} 3',
        'test_http_request_duration_seconds_sum{method="GET",route="/api/arms"} 20.034',
        'test_http_request_duration_seconds_count{method="GET",route="/api/arms"} 3',
        'test_http_request_duration_seconds_bucket{method="POST",route="/api/cart",le="0.01"} 1',
      ]),
    );
  });
});
