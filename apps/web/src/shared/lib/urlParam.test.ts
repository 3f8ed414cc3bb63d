import { beforeEach, describe, expect, it } from 'vitest';
import {
  saveStartupQuery,
  storedQuery,
  storedQueryParams,
  URL_PARAM_STORAGE_KEY,
  withUrlParam,
} from './urlParam';

describe('urlParam', () => {
  beforeEach(() => localStorage.clear());

  it('saves the start-up query string without its "?"', () => {
    saveStartupQuery('?utm_source=news&ref=abc');
    expect(localStorage.getItem(URL_PARAM_STORAGE_KEY)).toBe('utm_source=news&ref=abc');
    expect(storedQuery()).toBe('utm_source=news&ref=abc');
  });

  it('keeps an earlier saved query when the page starts without one', () => {
    saveStartupQuery('?ref=first');
    saveStartupQuery('');
    expect(storedQuery()).toBe('ref=first');
  });

  it('appends the saved query as urlParam to outbound http(s) links', () => {
    saveStartupQuery('?utm_source=news&utm_medium=mail');
    const url = new URL(withUrlParam('https://play.example/start?lang=ko'));
    expect(url.searchParams.get('lang')).toBe('ko');
    expect(url.searchParams.get('urlParam')).toBe('utm_source=news&utm_medium=mail');
  });

  it('leaves links unchanged when nothing was saved, and never touches mailto links', () => {
    expect(withUrlParam('https://play.example/')).toBe('https://play.example/');
    saveStartupQuery('?ref=x');
    expect(withUrlParam('mailto:team@example.com')).toBe('mailto:team@example.com');
  });

  it('gives utm_source, utm_medium and ref for the subscribe payload, empty when absent', () => {
    expect(storedQueryParams()).toEqual({ utm_source: '', utm_medium: '', ref: '' });
    saveStartupQuery('?utm_source=x&utm_medium=y&ref=z&other=1');
    expect(storedQueryParams()).toEqual({ utm_source: 'x', utm_medium: 'y', ref: 'z' });
  });

  it('drops control characters a link carries (the API refuses them)', () => {
    saveStartupQuery('?utm_source=a%00b&utm_medium=%0Anews%1B&ref=r%C2%85');
    expect(storedQueryParams()).toEqual({ utm_source: 'ab', utm_medium: 'news', ref: 'r' });
  });
});
