import { afterEach, describe, expect, it } from 'vitest';
import { attachFocusRecord, closeFocusRecord, focusReturnTarget, openFocusRecord } from './focusReturn';

/** Builds the page from HTML and returns its elements by id. */
function page(html: string): Record<string, HTMLElement> {
  document.body.innerHTML = html;
  return Object.fromEntries(
    Array.from(document.querySelectorAll<HTMLElement>('[id]'), (element) => [element.id, element]),
  );
}

/** What the Dialog component does as a dialog opens: record the opener, then focus inside. */
function openDialog(content: HTMLElement) {
  const record = openFocusRecord();
  attachFocusRecord(record, content);
  return record;
}

describe('focusReturnTarget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('knows which dialog a control sat in after that control was removed from it', () => {
    // The pledging shape: the amount form unmounts as its popup closes, then the processing popup opens.
    const { opener, amount, amountInput, processing } = page(`
      <main tabindex="-1"><button id="opener">unpledge</button></main>
      <div id="amount"><input id="amountInput" /></div>
      <div id="processing"><button>close</button></div>`);
    opener?.focus();
    const amountRecord = openDialog(amount as HTMLElement);
    amountInput?.focus();
    amountInput?.remove();
    closeFocusRecord(amountRecord);
    expect(document.activeElement).toBe(document.body);

    const processingRecord = openDialog(processing as HTMLElement);
    expect(processingRecord.parent).toBe(amountRecord);
    amount?.remove();
    closeFocusRecord(processingRecord);
    expect(focusReturnTarget(processingRecord)).toBe(opener);
  });

  it('skips a disabled opener and uses the dialog still open underneath', () => {
    const { outer, inside, inner } = page(`
      <main tabindex="-1"></main>
      <div id="outer" tabindex="-1"><button id="inside">send</button></div>
      <div id="inner"></div>`);
    const outerRecord = openDialog(outer as HTMLElement);
    inside?.focus();
    const innerRecord = openDialog(inner as HTMLElement);
    expect(innerRecord.opener).toBe(inside);
    (inside as HTMLButtonElement).disabled = true;
    closeFocusRecord(innerRecord);
    expect(focusReturnTarget(innerRecord)).toBe(outer);
    closeFocusRecord(outerRecord);
  });
});
