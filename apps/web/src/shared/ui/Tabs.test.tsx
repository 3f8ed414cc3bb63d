import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel, Tabs, TabTrigger } from './Tabs';

/** What a tab set's data can be: the states in which a page shows something else than a panel. */
type DataState = 'loading' | 'failed' | 'empty' | 'loaded';

/**
 * A tab set as the pages build theirs: the strip always, the panels only once the data is in
 * (pledging's dashboard shows a spinner meanwhile), an error or an empty text otherwise.
 */
function Harness({ data }: { data: DataState }) {
  const [tab, setTab] = useState('continent');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList aria-label="Views">
        <TabTrigger value="continent">Continent</TabTrigger>
        <TabTrigger value="individual">Individual</TabTrigger>
      </TabList>
      {data === 'loading' ? <p>Loading</p> : null}
      {data === 'failed' ? <p role="alert">Could not load</p> : null}
      {data === 'empty' ? (
        <TabPanel value="continent">
          <p>Nothing yet</p>
        </TabPanel>
      ) : null}
      {data === 'loaded' ? (
        <>
          <TabPanel value="continent">
            <p>Continent table</p>
          </TabPanel>
          <TabPanel value="individual">
            <Tabs defaultValue="inner-a">
              <TabList aria-label="Inner" size="compact">
                <TabTrigger value="inner-a">Inner A</TabTrigger>
                <TabTrigger value="inner-b">Inner B</TabTrigger>
              </TabList>
              <TabPanel value="inner-a">A</TabPanel>
              <TabPanel value="inner-b">B</TabPanel>
            </Tabs>
          </TabPanel>
        </>
      ) : null}
    </Tabs>
  );
}

/**
 * axe's `aria-valid-attr-value` on a tab: every `aria-controls` names an element in the page. Radix
 * names the panel id whether or not the panel is rendered.
 */
function danglingControls(): string[] {
  return Array.from(document.querySelectorAll('[aria-controls]'))
    .filter((element) =>
      (element.getAttribute('aria-controls') ?? '').split(/\s+/).some((id) => !document.getElementById(id)),
    )
    .map((element) => element.textContent ?? '');
}

function controlledPanel(name: string): HTMLElement | null {
  const id = screen.getByRole('tab', { name }).getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

describe('Tabs', () => {
  it.each<DataState>(['loading', 'failed', 'empty', 'loaded'])(
    'names only panels in the page when the data is %s, on every tab',
    async (data) => {
      const user = userEvent.setup();
      render(<Harness data={data} />);
      expect(danglingControls()).toEqual([]);
      await user.click(screen.getByRole('tab', { name: 'Individual' }));
      expect(screen.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
      expect(danglingControls()).toEqual([]);
      await user.click(screen.getByRole('tab', { name: 'Continent' }));
      expect(danglingControls()).toEqual([]);
    },
  );

  it('names the selected panel once it is there, and stops when it goes', async () => {
    const { rerender } = render(<Harness data="loading" />);
    expect(screen.getByRole('tab', { name: 'Continent' })).not.toHaveAttribute('aria-controls');

    rerender(<Harness data="loaded" />);
    expect(controlledPanel('Continent')).toHaveTextContent('Continent table');
    expect(controlledPanel('Continent')).toHaveAttribute('role', 'tabpanel');

    rerender(<Harness data="failed" />);
    expect(screen.getByRole('tab', { name: 'Continent' })).not.toHaveAttribute('aria-controls');
    expect(danglingControls()).toEqual([]);
  });

  it('keeps a nested tab set and its panels paired, and moves aria-controls with the selection', async () => {
    const user = userEvent.setup();
    render(<Harness data="loaded" />);
    await user.click(screen.getByRole('tab', { name: 'Individual' }));
    expect(controlledPanel('Individual')).toContainElement(screen.getByRole('tab', { name: 'Inner A' }));
    expect(controlledPanel('Inner A')).toHaveTextContent('A');
    // An unselected tab's panel stays in the page, hidden and empty (Radix): it is named.
    expect(controlledPanel('Continent')).not.toBeVisible();
    expect(controlledPanel('Inner B')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Inner B' }));
    expect(controlledPanel('Inner B')).toHaveTextContent('B');
    expect(danglingControls()).toEqual([]);
  });

  it('passes a forwarded ref to the panel element', () => {
    let element: HTMLDivElement | null = null;
    act(() => {
      render(
        <Tabs defaultValue="a">
          <TabList aria-label="One">
            <TabTrigger value="a">A</TabTrigger>
          </TabList>
          <TabPanel
            value="a"
            ref={(node) => {
              element = node;
            }}
          >
            Panel
          </TabPanel>
        </Tabs>,
      );
    });
    expect(element).toBe(screen.getByRole('tabpanel'));
  });
});
