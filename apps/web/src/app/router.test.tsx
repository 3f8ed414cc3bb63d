import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/renderApp';
import { type AppRoute, matchAppRoute } from '../shared/routing';
import { appRoutes } from './routes';

function route(path: string, page: AppRoute['page']): AppRoute {
  return {
    path,
    page,
    chrome: true,
    desktopOnly: false,
    titleKey: 'site_name',
    descriptionKey: 'footer_tagline',
  };
}

function Broken(): never {
  throw new Error('page bug');
}

const routes: AppRoute[] = [
  route(
    '/broken',
    lazy(async () => ({ default: Broken })),
  ),
  route(
    '/fine',
    lazy(async () => ({ default: () => <h1>Fine page</h1> })),
  ),
  route(
    '/links',
    lazy(async () => ({ default: () => <Link to="/fine">to the fine page</Link> })),
  ),
];

describe('router (declarative mode)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'not-found']);
  });

  it('matches a path to its table entry, unknown paths to the not-found entry', () => {
    expect(matchAppRoute(appRoutes, '/land')?.path).toBe('/land');
    expect(matchAppRoute(appRoutes, '/move/abc.def')?.path).toBe('/move/:token');
    expect(matchAppRoute(appRoutes, '/no/such/page')?.path).toBe('*');
  });

  it('shows the error message in place of a page that throws, header and footer staying', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderApp({ routes, path: '/broken' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('navigates between pages by links', async () => {
    renderApp({ routes, path: '/links' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'to the fine page' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  });
});
