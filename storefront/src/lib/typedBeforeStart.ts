import { QUEUED_SUBMIT_PROPERTY } from '@voosh/shared';
import { flushSync } from 'react-dom';

/**
 * What a visitor did to a server-rendered page's forms before the app ran (typed, focused, sent),
 * carried into the app once it runs, so that nothing typed is lost and Enter is not ignored.
 *
 * Until it runs, the page is plain HTML: its fields take text, and a form sent is held by
 * APP_START_SCRIPT (libs/shared), which keeps it in QUEUED_SUBMIT_PROPERTY. React hydrating the
 * fields keeps what they hold, but its state starts from what the server rendered (empty); and a
 * page the browser renders afresh replaces the fields. So once the app's first render has
 * committed, each field whose text differs from the app's is given its text as the visitor's own
 * input (an `input` event: the form's onChange takes it into its state), the field the visitor was
 * in is focused as theirs (MUI marks it so), and a form sent meanwhile is sent again, now to the app.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The fields a visitor types into: every input but buttons, boxes, files and hidden ones, and text areas. */
const TEXT_FIELDS =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=file]):not([type=image]), textarea';

interface QueuedSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    [QUEUED_SUBMIT_PROPERTY]?: QueuedSubmit;
  }
}

const textFields = (container: ParentNode) => Array.from(container.querySelectorAll<TextField>(TEXT_FIELDS));

/** Sets a field's text past React's record of it, so that the `input` event that follows reads as a change. */
function typeInto(field: TextField, text: string): void {
  // React records what it last set through the element's own `value` property; the prototype's setter bypasses the record.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The caret of a field that has one (an e-mail field has none to read or set). */
function caretOf(field: TextField): [number, number] | null {
  return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
}

export interface TypedBeforeStart {
  /** Once the app's first render has committed in the container: carries the fields' text, the focus and a form sent into it. */
  carryOver(): void;
}

/** Notes the server-rendered fields and forms of `container`, before the app starts there. */
export function noteTypedBeforeStart(container: HTMLElement): TypedBeforeStart {
  const fieldsBefore = textFields(container);
  const formsBefore = Array.from(container.querySelectorAll('form'));
  const asField = (element: EventTarget | null) => fieldsBefore.find((field) => field === element) ?? null;
  // The field the visitor is in, kept while the app starts (a page rendered afresh removes it, and the focus with it).
  let focused = asField(document.activeElement);
  const noteFocus = (event: FocusEvent) => (focused = asField(event.target));
  document.addEventListener('focusin', noteFocus);
  let carried = false;
  return {
    carryOver() {
      if (carried) return;
      carried = true;
      document.removeEventListener('focusin', noteFocus);
      // Read now, as the page commits (before anything renders the fields again with the app's empty state).
      const fields = textFields(container);
      const texts = fieldsBefore.map((field) => field.value);
      // Still in the field (hydrated), or nowhere since it went (rendered afresh).
      const inField =
        focused !== null && (focused.isConnected ? document.activeElement === focused : document.activeElement === document.body);
      const into = inField ? fields[fieldsBefore.indexOf(focused!)] : undefined;
      const caret = focused?.isConnected ? caretOf(focused) : null;
      const queued = window[QUEUED_SUBMIT_PROPERTY];
      delete window[QUEUED_SUBMIT_PROPERTY];
      // Given once the commit is over: React takes the events' updates at once (flushSync) only outside a commit.
      queueMicrotask(() => {
        flushSync(() => {
          texts.forEach((text, index) => {
            // The same element when the page was hydrated; its like in the same place when the app rendered its own.
            const field = fields[index];
            // What the app rendered there (React sets it as the field's default) against what the visitor typed.
            if (field && text !== field.defaultValue) typeInto(field, text);
          });
          if (into === focused) into?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          else into?.focus();
          if (into && caret && caretOf(into)) into.setSelectionRange(...caret);
        });
        if (!queued) return;
        const form = queued.form.isConnected ? queued.form : container.querySelectorAll('form')[formsBefore.indexOf(queued.form)];
        const submitter = queued.submitter?.isConnected && form?.contains(queued.submitter) ? queued.submitter : null;
        form?.requestSubmit(submitter);
      });
    },
  };
}
