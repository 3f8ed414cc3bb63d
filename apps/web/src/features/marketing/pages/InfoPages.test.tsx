import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_LINKS } from '../../../../test/runtimeConfigFixture';
import en from '../locales/en.json';
import { renderMarketing } from '../testing/renderMarketing';
import GovernancePage from './GovernancePage';
import LandPage from './LandPage';
import MediaPage from './MediaPage';
import SkinPage from './SkinPage';

describe('LandPage', () => {
  it('has a header, two features and the land data with Go LandPortal', async () => {
    await renderMarketing(<LandPage />);
    expect(screen.getByRole('heading', { level: 1, name: en.land.title })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: en.land.features_title });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const data = screen.getByRole('region', { name: en.land.data_title });
    expect(within(data).getByText(en.land.data.continents)).toBeInTheDocument();
    const portal = within(data).getByRole('link', { name: en.land.go_land_portal });
    expect(portal).toHaveAttribute('href', TEST_LINKS.landPortal);
    expect(portal).toHaveAttribute('target', '_blank');
  });
});

describe('GovernancePage', () => {
  it('has a header, an illustration and three feature cards', async () => {
    await renderMarketing(<GovernancePage />);
    expect(screen.getByRole('heading', { level: 1, name: en.governance.title })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: en.governance.features_title });
    expect(within(features).getByRole('img', { name: en.art.governance_illustration })).toBeInTheDocument();
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});

describe('SkinPage', () => {
  it('has a header and three skin features', async () => {
    await renderMarketing(<SkinPage />);
    expect(screen.getByRole('heading', { level: 1, name: en.skin.title })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: en.skin.features_title });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});

describe('MediaPage', () => {
  it('links six cards to the blog articles in a new tab', async () => {
    await renderMarketing(<MediaPage />);
    const section = screen.getByRole('region', { name: en.media.articles_label });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      TEST_LINKS.blogLandDevelopment,
      TEST_LINKS.blogLandPresale,
      TEST_LINKS.blogLandIntroduction,
      TEST_LINKS.blogPreRegistration,
      TEST_LINKS.blogGameIntroduction,
      TEST_LINKS.blogWhyStrategy,
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders in Japanese from the ja catalogue', async () => {
    await renderMarketing(<MediaPage />, { language: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: 'メディア' })).toBeInTheDocument();
  });
});
