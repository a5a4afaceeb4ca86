/**
 * A stand-in for Stripe.js (which cannot be reached from the tests), implementing only what the
 * payment page uses: Stripe(key), stripe.elements({clientSecret, appearance}),
 * elements.create('payment', {layout: 'tabs'}) with mount, on/off('ready' | 'change'), update and
 * destroy, elements.submit(), stripe.confirmPayment(...) and, for a plan's change of currency,
 * stripe.confirmSetup(...). Its card form is plain labelled inputs. Both confirmations hand
 * {clientSecret, returnUrl, redirect} to the test's handler, `window[STRIPE_CONFIRM_HANDLER]`, and
 * resolve with what it answers, as Stripe would: `{paymentIntent: {id, status: 'succeeded'}}`,
 * `{setupIntent: {id, status: 'succeeded'}}` or `{error: {type, message}}`.
 *
 * `installStripeJsStandIn` must stay self-contained (no imports, no outer names): the browser
 * tests serve its source as the script, and the component tests call it on jsdom's window.
 */
export const STRIPE_CONFIRM_HANDLER = '__stripeStandInConfirm';

export interface StandInConfirmation {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string | undefined;
  redirect: string | undefined;
}

export type StandInAnswer =
  | { paymentIntent: { id: string; status: string; client_secret?: string } }
  | { setupIntent: { id: string; status: string } }
  | { error: { type: string; code?: string; message: string } };

/** `release`: the Stripe.js release @stripe/stripe-js expects (it warns about another one with a test key). */
export function installStripeJsStandIn(win: Window, { release, confirmHandler }: { release: string; confirmHandler: string }): void {
  type Listener = (event: unknown) => void;
  const doc = win.document;
  let sequence = 0;

  function field(parent: HTMLElement, label: string, autocomplete: 'cc-number' | 'cc-exp' | 'cc-csc'): HTMLInputElement {
    const id = `stripe-stand-in-${++sequence}`;
    const wrapper = doc.createElement('div');
    wrapper.style.marginBottom = '8px';
    const caption = doc.createElement('label');
    caption.htmlFor = id;
    caption.textContent = label;
    caption.style.display = 'block';
    const input = doc.createElement('input');
    input.id = id;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.style.width = '100%';
    input.style.boxSizing = 'border-box';
    input.style.padding = '8px';
    wrapper.append(caption, input);
    parent.append(wrapper);
    return input;
  }

  function paymentElement(options: Record<string, unknown>) {
    const listeners: Record<string, Listener[]> = {};
    const emit = (name: string, event: unknown) => (listeners[name] ?? []).forEach((listener) => listener(event));
    let node: HTMLElement | null = null;
    let number: HTMLInputElement | null = null;
    const element = {
      options: { ...options },
      mount(target: HTMLElement | string) {
        node = typeof target === 'string' ? doc.querySelector<HTMLElement>(target) : target;
        if (!node) throw new Error('stand-in: nothing to mount on');
        node.replaceChildren();
        const tabs = doc.createElement('div');
        tabs.setAttribute('role', 'tablist');
        tabs.setAttribute('aria-label', 'Payment method');
        const tab = doc.createElement('button');
        tab.type = 'button';
        tab.id = `stripe-stand-in-tab-${++sequence}`;
        tab.setAttribute('role', 'tab');
        tab.setAttribute('aria-selected', 'true');
        tab.textContent = 'Card';
        tabs.append(tab);
        const panel = doc.createElement('div');
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tab.id);
        panel.style.paddingTop = '8px';
        tab.setAttribute('aria-controls', (panel.id = `stripe-stand-in-panel-${sequence}`));
        number = field(panel, 'Card number', 'cc-number');
        const expiry = field(panel, 'Expiration date', 'cc-exp');
        const cvc = field(panel, 'Security code', 'cc-csc');
        const changed = () =>
          emit('change', { elementType: 'payment', empty: !number!.value, complete: element.complete(), value: { type: 'card' } });
        for (const input of [number, expiry, cvc]) input.addEventListener('input', changed);
        node.append(tabs, panel);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      complete: () => (number?.value.replace(/\D/g, '').length ?? 0) >= 12,
      on(name: string, listener: Listener) {
        (listeners[name] ??= []).push(listener);
        return element;
      },
      off(name: string, listener: Listener) {
        listeners[name] = (listeners[name] ?? []).filter((known) => known !== listener);
        return element;
      },
      update(next: Record<string, unknown>) {
        Object.assign(element.options, next);
      },
      unmount() {
        node?.replaceChildren();
      },
      destroy() {
        node?.replaceChildren();
        node = null;
      },
    };
    return element;
  }

  function Stripe(publishableKey: string) {
    async function confirm({
      elements,
      confirmParams,
      redirect,
    }: {
      elements: { clientSecret: string };
      confirmParams?: { return_url?: string };
      redirect?: string;
    }) {
      const handler = (win as unknown as Record<string, unknown>)[confirmHandler];
      if (typeof handler !== 'function')
        return { error: { type: 'api_connection_error', message: 'The Stripe.js stand-in has no confirm handler' } };
      return handler({ publishableKey, clientSecret: elements.clientSecret, returnUrl: confirmParams?.return_url, redirect });
    }
    const stripe = {
      elements(options: { clientSecret: string; appearance?: unknown }) {
        const created: ReturnType<typeof paymentElement>[] = [];
        const elements = {
          clientSecret: options.clientSecret,
          appearance: options.appearance,
          create(type: string, elementOptions: Record<string, unknown> = {}) {
            if (type !== 'payment') throw new Error(`stand-in: no ${type} element`);
            const made = paymentElement(elementOptions);
            created.push(made);
            return made;
          },
          getElement: (type: string) => (type === 'payment' ? (created.at(-1) ?? null) : null),
          update(next: Record<string, unknown>) {
            Object.assign(elements, next);
          },
          async submit() {
            return created.at(-1)?.complete()
              ? {}
              : { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
          },
        };
        return elements;
      },
      confirmPayment: confirm,
      confirmSetup: confirm,
      // What @stripe/react-stripe-js checks to recognise a Stripe object, and registers itself with.
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      _registerWrapper: () => undefined,
      registerAppInfo: () => undefined,
    };
    return stripe;
  }
  Stripe.version = release;
  (win as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}
