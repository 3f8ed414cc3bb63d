import { afterEach, describe, expect, it } from 'vitest';
import { framingOrigin, isFramed, safeAppHost } from './safeAppFrame';

const SAFE_UI = 'https://app.safe.global';
const frames: HTMLIFrameElement[] = [];

/** A same-origin child frame of the test page, running this module's functions as its own. */
function childFrame(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  frames.push(frame);
  return frame.contentWindow!;
}

afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

describe('safeAppFrame', () => {
  it('is not a Safe App on a top-level page, whatever the configuration', () => {
    expect(isFramed()).toBe(false);
    expect(framingOrigin()).toBeUndefined();
    expect(safeAppHost([SAFE_UI])).toBeUndefined();
  });

  it("names the framing page's origin and accepts it only when configured", () => {
    const child = childFrame();
    // The functions read the global window and document: run them as the child would see them.
    const original = { window: globalThis.window, document: globalThis.document };
    Object.defineProperty(child.document, 'referrer', { value: `${SAFE_UI}/apps/open?appUrl=x` });
    Object.assign(globalThis, { window: child, document: child.document });
    try {
      expect(isFramed()).toBe(true);
      expect(framingOrigin()).toBe(SAFE_UI);
      expect(safeAppHost([SAFE_UI, 'http://localhost:3000'])).toBe(SAFE_UI);
      expect(safeAppHost(['https://other.safe.example'])).toBeUndefined();
      expect(safeAppHost(undefined)).toBeUndefined();
    } finally {
      Object.assign(globalThis, original);
    }
  });
});
