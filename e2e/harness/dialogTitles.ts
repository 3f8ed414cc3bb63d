import type { Page } from 'playwright-core';

/** A transaction link seen in a dialog: its title and the link's text, href and target. */
export interface DialogTxLink {
  title: string;
  text: string;
  href: string;
  target: string;
}

interface Recorded {
  __dialogTitles: string[];
  __dialogTxLinks: DialogTxLink[];
}

/**
 * Starts recording every dialog that is open from now on, however briefly: its title, and the
 * transaction link (`data-testid="modal-tx-link"`) it shows. On the devnet a processing popup may
 * close (on the receipt) before a test could look at it.
 */
export async function recordDialogTitles(p: Page): Promise<void> {
  await p.evaluate(() => {
    const recorded = window as unknown as Recorded;
    const titles: string[] = [];
    const links: DialogTxLink[] = [];
    recorded.__dialogTitles = titles;
    recorded.__dialogTxLinks = links;
    new MutationObserver(() => {
      // Only open ones: a dialog animating out stays in the page a moment after it closed.
      for (const dialog of Array.from(document.querySelectorAll('[role="dialog"][data-state="open"]'))) {
        const title = dialog.querySelector('.dialog__title')?.textContent ?? '';
        if (title && !titles.includes(title)) titles.push(title);
        const link = dialog.querySelector('[data-testid="modal-tx-link"]');
        const text = link?.textContent ?? '';
        if (!link || !text || links.some((seen) => seen.title === title && seen.text === text)) continue;
        links.push({
          title,
          text,
          href: link.getAttribute('href') ?? '',
          target: link.getAttribute('target') ?? '',
        });
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}

/** The dialog titles seen since `recordDialogTitles`, in order of first appearance. */
export const dialogTitlesSeen = (p: Page) => p.evaluate(() => (window as unknown as Recorded).__dialogTitles);

/** The transaction links dialogs showed since `recordDialogTitles`, in order. */
export const dialogTxLinksSeen = (p: Page) =>
  p.evaluate(() => (window as unknown as Recorded).__dialogTxLinks);
