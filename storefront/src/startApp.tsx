import { hydrate, type DehydratedState } from '@tanstack/react-query';
import {
  APP_RUNNING_ATTRIBUTE,
  CURRENCY_COOKIE,
  keepHintCookie,
  markSignedIn,
  RENDERED_STATE_ELEMENT_ID,
  Role,
  type CurrencyCode,
} from '@voosh/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { customerPartsAt, startCustomerReadsAt } from './app/customerRoutes';
import { queryClient } from './app/queryClient';
import { renderedPageAt } from './app/renderedPages';
import { readStoredCurrency } from './lib/currency/rates';
import { forgetEarlyReads } from './lib/earlyReads';
import { readJsonScript } from './lib/jsonScript';
import { pageCommit, PageCommittedContext } from './lib/pageCommitted';
import { seedShellAnswers } from './lib/shellReads';
import { readStoredSession } from './lib/storedSession';
import { noteTypedBeforeStart, type TypedBeforeStart } from './lib/typedBeforeStart';

/** What the server rendered the page from (see the API's rendered pages), when it rendered it. */
interface RenderedState {
  /** The address (path and query) the page was rendered for. */
  url: string;
  currency: CurrencyCode;
  state: DehydratedState;
}

/**
 * Once the page's content has first committed (rendered, or hydrated from the server's markup):
 * marks <html> as running, its handlers being attached (a rendered page's forms are held until
 * then, see APP_START_SCRIPT), and carries what the visitor typed, focused and sent before into
 * the app. The answers the page started before the app ran that no call took are dropped.
 */
function pageCommitted(typed: TypedBeforeStart): () => void {
  return () => {
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    typed.carryOver();
    forgetEarlyReads();
  };
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// The rendered page's fields, as the visitor may be typing into them while the app starts.
const typed = noteTypedBeforeStart(container);
const onPageCommitted = pageCommit(pageCommitted(typed));

// Read once: the app starts from these (hydration renders later, and storage may change meanwhile).
const session = readStoredSession();
const signedIn = session !== null;
const currency = readStoredCurrency();
// The hint cookies the server renders by, kept true to what this browser has stored.
markSignedIn(document, signedIn);
keepHintCookie(document, CURRENCY_COOKIE, currency);
const rendered = readJsonScript<RenderedState>(RENDERED_STATE_ELEMENT_ID);
// A signed-in browser's page carries the shell's public answers: the app starts from them.
seedShellAnswers(queryClient);
const app = (
  <StrictMode>
    <PageCommittedContext value={onPageCommitted}>
      <App Router={BrowserRouter} queryClient={queryClient} initialSession={session} initialCurrency={currency} />
    </PageCommittedContext>
  </StrictMode>
);

// The page's code starts loading now, beside the main chunk's first render.
const page = renderedPageAt(window.location.pathname)?.preload();
// A customer's page (rendered here, never by the server): its layout's and its own code at once. A
// part that fails to load here is loaded again when rendered, which shows the error if it fails again.
// Its reads start too, rather than once that code has loaded and rendered.
if (session?.user.role === Role.Customer) {
  for (const part of customerPartsAt(window.location.pathname)) part.preload().catch(() => undefined);
  startCustomerReadsAt(queryClient, window.location);
}

/**
 * Renders the app here, replacing what the server sent: in a transition, so React renders it in
 * slices, yielding to the browser between components, and the page's first render is not one
 * long task that holds up the visitor's input.
 */
const renderHere = () => {
  const root = createRoot(container);
  startTransition(() => root.render(app));
};

// A page the server rendered for this very browser (a visitor, in its currency, still at the address
// rendered) is hydrated once its code is here, in a transition so the work yields to the browser
// between components; anything else (a signed-in browser given a visitor's page, an address changed
// before the app started, a page the server does not render) is rendered here, replacing it.
const renderedForThisBrowser = () => {
  const { pathname, search } = window.location;
  return rendered !== null && rendered.url === pathname + search && !signedIn && rendered.currency === currency;
};
if (renderedForThisBrowser()) {
  hydrate(queryClient, rendered!.state);
  // A page whose code failed to load hydrates all the same: its part then shows the load error.
  void Promise.resolve(page)
    .catch(() => undefined)
    .then(() => {
      // The address may have changed while the page's code loaded (a script's pushState): hydrate only there.
      if (renderedForThisBrowser())
        startTransition(() => {
          hydrateRoot(container, app);
        });
      else renderHere();
    });
} else {
  renderHere();
}
