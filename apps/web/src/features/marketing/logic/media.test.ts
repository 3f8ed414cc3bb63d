// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tokenBackgroundUrlFor, trailerUrlFor, usableMediaUrl } from './media';

const media = {
  trailerVideo: 'https://video.example/embed/trailer',
  trailerVideoChina: 'https://video-cn.example/embed/trailer',
  tokenVideoDesktop: '/media/token-desktop.mp4',
  tokenVideoMobile: '/media/token-mobile.mp4',
};

describe('media selection', () => {
  it.each([
    ['en', media.trailerVideo],
    ['ko', media.trailerVideo],
    ['ja', media.trailerVideo],
    ['zh', media.trailerVideoChina],
    ['ch-zn', media.trailerVideoChina],
  ])('the %s trailer comes from %s', (language, expected) => {
    expect(trailerUrlFor(media, language)).toBe(expected);
  });

  it('does not fall back to the standard host for Chinese visitors', () => {
    expect(trailerUrlFor({ trailerVideo: media.trailerVideo }, 'zh')).toBeUndefined();
  });

  it('picks the token background by device', () => {
    expect(tokenBackgroundUrlFor(media, true)).toBe(media.tokenVideoMobile);
    expect(tokenBackgroundUrlFor(media, false)).toBe(media.tokenVideoDesktop);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['javascript:alert(1)', undefined],
    ['ftp://files.example/a.mp4', undefined],
    [' https://video.example/a ', 'https://video.example/a'],
    ['/media/a.mp4', '/media/a.mp4'],
  ])('usable media url of %s is %s', (url, expected) => {
    expect(usableMediaUrl(url)).toBe(expected);
  });
});
