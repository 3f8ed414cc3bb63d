import type { Locator } from 'playwright-core';

/**
 * Waits until a dialog (or menu) has finished animating in: by then it listens for Escape and
 * outside clicks, and axe sees its final colours. On a busy machine a key pressed earlier can be lost.
 */
export async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}
