import { Metrics } from './metrics';

describe('Metrics.gauges', () => {
  it('reads once per scrape for the gauges that share a read, and again at the next scrape', async () => {
    const metrics = new Metrics();
    let reads = 0;
    metrics.gauges(async () => {
      reads += 1;
      return { count: 3, oldest: 12.5 };
    }, [
      { name: 'test_pending', help: 'Pending', value: (row) => row.count },
      { name: 'test_oldest_seconds', help: 'Oldest', value: (row) => row.oldest },
    ]);
    const lines = (await metrics.scrape()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['voosh_test_pending 3', 'voosh_test_oldest_seconds 12.5']));
    expect(reads).toBe(1);
    await metrics.scrape();
    expect(reads).toBe(2);
  });
});
