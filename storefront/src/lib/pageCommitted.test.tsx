import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedApart, pageCommit, PageCommitted, PageCommittedContext } from './pageCommitted';

const Section = ({ name }: { name: string }) => <section>{name}</section>;

/** A page as the shell lays it out: its content, then PageCommitted beside it. */
function Page({ Late }: { Late: ComponentType<{ name: string }> }) {
  return (
    <>
      <h1>Home</h1>
      <HydratedApart>
        <Section name="Arms" />
        <Late name="Contact" />
      </HydratedApart>
      <PageCommitted />
    </>
  );
}

describe('pageCommit', () => {
  it('tells once, when the page has committed and no part is left', () => {
    const told = jest.fn();
    const page = pageCommit(told);
    page.hold(2);
    page.committed();
    page.hold(-1);
    expect(told).not.toHaveBeenCalled();
    page.hold(-1);
    expect(told).toHaveBeenCalledTimes(1);
    page.committed();
    page.hold(1);
    page.hold(-1);
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('HydratedApart', () => {
  it('renders every part, and the page counts as committed with them', () => {
    const told = jest.fn();
    render(
      <PageCommittedContext value={pageCommit(told)}>
        <Page Late={Section} />
      </PageCommittedContext>,
    );
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("holds the page's commit, when hydrating the server's markup, until the last part has hydrated", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Late={Section} />);
    document.body.append(container);
    let arrive!: () => void;
    const arrived = new Promise<{ default: typeof Section }>((resolve) => {
      arrive = () => resolve({ default: Section });
    });
    const LateSection = lazy(() => arrived);
    const told = jest.fn();

    const root = await act(async () =>
      hydrateRoot(
        container,
        <PageCommittedContext value={pageCommit(told)}>
          <Page Late={LateSection} />
        </PageCommittedContext>,
      ),
    );
    // The page and its first part have hydrated; the last part's code is not there yet.
    expect(told).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Contact');

    await act(async () => arrive());
    expect(told).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Contact');
    act(() => root.unmount());
    container.remove();
  });
});
