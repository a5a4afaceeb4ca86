import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './RenderWhenNear';

/** A stand-in IntersectionObserver whose callback the test fires. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

describe('RenderWhenNear', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.last = undefined;
  });

  it('renders at once where IntersectionObserver is missing', () => {
    render(<RenderWhenNear minHeight={100}>the content</RenderWhenNear>);
    expect(screen.getByText('the content')).toBeInTheDocument();
  });

  it('holds the place until it comes near the viewport, then renders and stops observing', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<RenderWhenNear minHeight={100}>the content</RenderWhenNear>);
    expect(screen.queryByText('the content')).not.toBeInTheDocument();
    const observer = FakeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    observer.enter(false);
    expect(screen.queryByText('the content')).not.toBeInTheDocument();
    observer.enter(true);
    expect(screen.getByText('the content')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });
});
