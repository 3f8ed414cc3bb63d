import { EMPTY_SITE_CONTENT } from '@kingdoms/shared/site-content';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { saveStartupQuery } from '../lib/urlParam';
import { ExternalLink } from './ExternalLink';

const CONFIG = {
  ...TEST_RUNTIME_CONFIG,
  content: {
    ...EMPTY_SITE_CONTENT,
    links: { support: 'https://help.configured.test/desk', contact: 'mailto:hi@configured.test' },
  },
};

function renderLinks(ui: React.ReactNode) {
  return render(<Providers runtimeConfig={CONFIG}>{ui}</Providers>);
}

describe('ExternalLink', () => {
  it('links to the configured URL in a new tab without opener, with the saved campaign query', () => {
    saveStartupQuery('?utm_source=ads');
    renderLinks(<ExternalLink linkId="support">Support</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link).toHaveAttribute('href', 'https://help.configured.test/desk?urlParam=utm_source%3Dads');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves a mailto: address as configured', () => {
    saveStartupQuery('?utm_source=ads');
    renderLinks(<ExternalLink linkId="contact">Write to us</ExternalLink>);
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:hi@configured.test',
    );
  });

  it('before /config.json has loaded, shows a link that has a default as a visible anchor without an href', async () => {
    const fetchConfig = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    const { container } = render(
      <Providers>
        <ExternalLink linkId="support" className="button">
          Support
        </ExternalLink>
        <ExternalLink linkId="discord">Discord</ExternalLink>
      </Providers>,
    );
    const placeholder = container.querySelector('a');
    expect(placeholder).toHaveTextContent('Support');
    expect(placeholder).toHaveClass('button');
    expect(placeholder).not.toHaveAttribute('href');
    expect(placeholder).toBeVisible();
    // Not a link yet (nothing to follow), and a link without a default is not shown at all.
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Discord')).toBeNull();
    fetchConfig.mockRestore();
  });

  it('renders nothing for a link without a configured URL, never a guessed one', () => {
    const { container } = renderLinks(<ExternalLink linkId="discord">Discord</ExternalLink>);
    expect(container).toBeEmptyDOMElement();
  });

  it('can show the content as plain text instead', () => {
    renderLinks(
      <ExternalLink linkId="discord" whenUnset="text" className="mark">
        Community
      </ExternalLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Community')).toHaveClass('mark');
  });

  it('takes a configured address directly (a partner site), or none', () => {
    renderLinks(
      <>
        <ExternalLink href="https://partner.configured.test/">Partner</ExternalLink>
        <ExternalLink href={undefined}>No site</ExternalLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute(
      'href',
      'https://partner.configured.test/',
    );
    expect(screen.queryByText('No site')).toBeNull();
  });

  it('shows no link before /config.json has loaded', () => {
    render(
      <Providers>
        <ExternalLink linkId="support">Support</ExternalLink>
      </Providers>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
