import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until a dialog (or menu) has finished animating in: by then it listens for Escape and
 * outside clicks, and axe sees its final colours. On a busy machine a key pressed earlier can be lost.
 */
export async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

/**
 * Closes a dialog (or menu) by keyboard: Escape once it listens for it (a dialog that has just
 * appeared may not have attached its key listener yet), then waits until it has gone.
 */
export async function closeWithEscape(dialog: Locator): Promise<void> {
  await settled(dialog);
  await dialog.page().keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}
