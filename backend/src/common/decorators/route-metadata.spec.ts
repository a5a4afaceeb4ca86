import { SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from './route-metadata';

const MARK = 'mark';

@SetMetadata(MARK, 'class')
class Base {
  @SetMetadata(MARK, 'handler')
  marked(): void {}

  unmarked(): void {}
}

@SetMetadata(MARK, 'child class')
class Child extends Base {}

class Plain {
  unmarked(): void {}
}

describe('RouteMetadata', () => {
  const routes: [string, Parameters<Reflector['getAllAndOverride']>[1]][] = [
    ['marked handler', [Base.prototype.marked, Base]],
    ['class mark', [Base.prototype.unmarked, Base]],
    ['inherited handler on another class', [Base.prototype.unmarked, Child]],
    ['no mark', [Plain.prototype.unmarked, Plain]],
  ];

  it("answers what Nest's Reflector answers, for each handler and controller", () => {
    const memoized = new RouteMetadata();
    const reflector = new Reflector();
    for (let round = 0; round < 2; round += 1)
      for (const [name, targets] of routes)
        expect({ name, value: memoized.getAllAndOverride(MARK, targets) }).toEqual({
          name,
          value: reflector.getAllAndOverride(MARK, targets),
        });
    expect(memoized.getAllAndOverride(MARK, [Base.prototype.unmarked, Child])).toBe('child class');
  });

  it('reads the metadata of a route and key once', () => {
    const memoized = new RouteMetadata();
    const read = jest.spyOn(Reflect, 'getMetadata');
    for (let request = 0; request < 5; request += 1) memoized.getAllAndOverride(MARK, [Base.prototype.unmarked, Base]);
    const reads = read.mock.calls.length;
    read.mockRestore();
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(2);
  });
});
