import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonModule, createProbe, greetingModule, throwingModule, type Probe } from '../helpers/fake-islands';
import { createHarness, mountPoint, page, recordStates, waitForState, type Harness } from '../helpers/registry-harness';
import { lazyComponent } from '../../../src/registry/lazy-component';
import { stopPage } from '../../../src/registry/page';
import { ERROR_EVENT, type FailureDetail } from '../../../src/registry/report';

let harness: Harness | null = null;
let probe: Probe;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  probe = createProbe();
  stopPage();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  harness?.dispose();
  harness = null;
  vi.restoreAllMocks();
  document.head.querySelectorAll('#parts-islands-config').forEach((el) => el.remove());
});

/** The console.error text the registry logged, flattened (messages of errors included). */
function logged(): string {
  return consoleError.mock.calls
    .flat()
    .map((arg: unknown) => (arg instanceof Error ? arg.message : String(arg)))
    .join('\n');
}

/** Mounts `html` (one mount point) over `modules`, waits for its error state and returns what the console logged. */
async function failedMount(html: string, modules: Record<string, unknown>): Promise<string> {
  const el = page(html).firstElementChild as HTMLElement;
  harness = createHarness(modules);
  harness.registry.start();
  await waitForState(el, 'error');
  return logged();
}

describe('load strategy (default): "Each mount point shows its state in data-mount-state"', () => {
  it('goes pending → loading → mounted, renders the island and dispatches "parts-islands:mounted"', async () => {
    const root = page(`<div data-mount="greeting" data-props='{"who":"Ada"}'>Loading…</div>`);
    const el = mountPoint(root, 'greeting');
    const states = recordStates(el);
    harness = createHarness({ greeting: greetingModule(probe) });

    harness.registry.start();
    await waitForState(el, 'mounted');

    expect(states).toEqual(['pending', 'loading', 'mounted']);
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(el.textContent).not.toContain('Loading…');
    expect(harness.events).toEqual([{ type: 'parts-islands:mounted', name: 'greeting', target: el, error: undefined }]);
    expect(el.getAttribute('data-mount-state')).toBe('mounted');
    expect(probe.mounts).toBe(1);
  });

  it("injects an island's CSS once however many of its kind mount", async () => {
    const root = page(`
      <div data-mount="greeting" data-props='{"who":"Ada"}'></div>
      <div data-mount="greeting" data-props='{"who":"Grace"}'></div>`);
    harness = createHarness({ greeting: greetingModule(probe, '.pi-greeting{color:teal}') });
    harness.registry.start();
    for (const el of root.querySelectorAll<HTMLElement>('[data-mount]')) await waitForState(el, 'mounted');
    const styles = document.head.querySelectorAll('style[data-parts-island="greeting"]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.pi-greeting{color:teal}');
  });

  it('gives each React root its own identifierPrefix so ids never collide', async () => {
    const root = page(`
      <div data-mount="greeting" data-props='{"who":"Ada"}'></div>
      <div data-mount="greeting" data-props='{"who":"Grace"}'></div>`);
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    for (const el of root.querySelectorAll<HTMLElement>('[data-mount]')) await waitForState(el, 'mounted');
    const ids = [...root.querySelectorAll('p.pi-greeting')].map((p) => p.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("starts each mount point's I/O once, with its parsed props, before the first render; stops it on unmount", async () => {
    const root = page(`
      <div data-mount="greeting" data-props='{"who":"Ada"}'></div>
      <div data-mount="greeting" data-props='{"who":"Grace","times":2}'></div>`);
    const seen: string[] = [];
    const module = greetingModule(probe);
    module.default.start = ({ who, times }) => {
      // This mount point has not rendered yet when it starts.
      const rendered = root.textContent?.includes(`Hello, ${who}`) ?? false;
      seen.push(`start ${who} ×${times}${rendered ? ' after render' : ''}`);
      return () => seen.push(`stop ${who}`);
    };
    harness = createHarness({ greeting: module });
    harness.registry.start();
    const [ada, grace] = root.querySelectorAll<HTMLElement>('[data-mount]');
    await waitForState(ada!, 'mounted');
    await waitForState(grace!, 'mounted');
    expect(seen).toEqual(['start Ada ×1', 'start Grace ×2']);

    harness.registry.unmount(grace!);
    expect(seen.slice(2)).toEqual(['stop Grace']);
    expect(probe.unmounts).toBe(1);
  });

  it('a start that throws fails its mount point alone: the error state, no React root, no island class', async () => {
    const root = page(`<div data-mount="greeting" data-props='{"who":"Ada"}'>Loading…</div>`);
    const el = mountPoint(root, 'greeting');
    const module = greetingModule(probe);
    module.default.start = () => {
      throw new Error('start failed');
    };
    harness = createHarness({ greeting: module });
    harness.registry.start();
    await waitForState(el, 'error');
    expect(logged()).toContain('start failed');
    expect(el.classList.contains('pi-island')).toBe(false);
    expect(within(el).getByRole('alert').textContent).toContain('This section could not be loaded.');
    expect(probe.mounts).toBe(0);
  });
});

describe('props: "a <script type=\\"application/json\\" data-props> child or a data-props JSON attribute"', () => {
  it('reads props from a script child (safe for arbitrary text)', async () => {
    const root = page(
      `<div data-mount="greeting"><script type="application/json" data-props>{"who":"O'Brien \\"Bo\\" & <Co>","times":2}</script></div>`,
    );
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(mountPoint(root, 'greeting'), 'mounted');
    expect(screen.getByText(`Hello, O'Brien "Bo" & <Co> ×2`)).toBeTruthy();
  });

  it('reads props from a data-props attribute', async () => {
    const root = page(`<div data-mount="greeting" data-props='{"who":"Grace"}'></div>`);
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(mountPoint(root, 'greeting'), 'mounted');
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
  });

  it('prefers the script child over the attribute', async () => {
    const root = page(
      `<div data-mount="greeting" data-props='{"who":"attribute"}'><script type="application/json" data-props>{"who":"script"}</script></div>`,
    );
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(mountPoint(root, 'greeting'), 'mounted');
    expect(screen.getByText('Hello, script')).toBeTruthy();
  });
});

describe('"one island that throws or whose chunk fails to load shows a small error state and leaves the others working"', () => {
  it('invalid props: a console error naming the field (product_id), data-mount-state="error", role alert, a failed event; the others mount', async () => {
    const root = page(`
      <div data-mount="product-button" data-props='{"product_id":"abc"}'></div>
      <div data-mount="greeting" data-props='{"who":"Ada"}'></div>`);
    const bad = mountPoint(root, 'product-button');
    const good = mountPoint(root, 'greeting');
    harness = createHarness({ 'product-button': buttonModule(probe), greeting: greetingModule(probe) });

    harness.registry.start();
    await waitForState(bad, 'error');
    await waitForState(good, 'mounted');

    expect(logged()).toContain('product_id');
    expect(logged()).toContain('product-button');
    const alert = within(bad).getByRole('alert');
    expect(alert.textContent).toContain('This section could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(good).getByText('Hello, Ada')).toBeTruthy();
    const failed = harness.events.filter((e) => e.type === 'parts-islands:failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: 'product-button', target: bad });
    expect(String((failed[0]?.error as Error).message)).toContain('product_id');
  });

  it('a missing required prop is named too', async () => {
    const log = await failedMount(`<div data-mount="product-button"></div>`, { 'product-button': buttonModule(probe) });
    expect(log).toMatch(/product_id/);
  });

  it('invalid JSON in props shows the error state and says so in the console', async () => {
    const root = page(`
      <div data-mount="greeting" data-props='{"who":'></div>
      <div data-mount="greeting"><script type="application/json" data-props>{who: "Ada"}</script></div>`);
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    for (const el of root.querySelectorAll<HTMLElement>('[data-mount]')) {
      await waitForState(el, 'error');
      expect(within(el).getByRole('alert')).toBeTruthy();
    }
    expect(logged()).toContain('invalid JSON in data-props');
  });

  it('an unknown island name shows the error state and names it', async () => {
    const root = page(`
      <div data-mount="no-such-island"></div>
      <div data-mount="greeting" data-props='{"who":"Ada"}'></div>`);
    const unknown = mountPoint(root, 'no-such-island');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(unknown, 'error');
    await waitForState(mountPoint(root, 'greeting'), 'mounted');
    expect(within(unknown).getByRole('alert')).toBeTruthy();
    expect(logged()).toContain('no-such-island');
    expect(harness.events.find((e) => e.type === 'parts-islands:failed')?.name).toBe('no-such-island');
    expect(harness.loaders.loadIsland).not.toHaveBeenCalledWith('no-such-island');
  });

  it('an unknown data-strategy shows the error state', async () => {
    const html = `<div data-mount="greeting" data-strategy="someday" data-props='{"who":"Ada"}'></div>`;
    expect(await failedMount(html, { greeting: greetingModule(probe) })).toContain('someday');
  });

  it('a chunk that fails to load shows the error state, and "Try again" mounts it', async () => {
    const root = page(`
      <div data-mount="greeting" data-props='{"who":"Ada"}'></div>
      <div data-mount="product-button" data-props='{"product_id":7}'></div>`);
    const el = mountPoint(root, 'greeting');
    let attempts = 0;
    const module = greetingModule(probe);
    harness = createHarness({
      greeting: () =>
        ++attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(module),
      'product-button': buttonModule(probe),
    });

    harness.registry.start();
    await waitForState(el, 'error');
    await waitForState(mountPoint(root, 'product-button'), 'mounted');
    expect(harness.events.filter((e) => e.type === 'parts-islands:failed').map((e) => e.name)).toEqual(['greeting']);

    await userEvent.click(within(el).getByRole('button', { name: 'Try again' }));
    await waitForState(el, 'mounted');
    expect(within(el).getByText('Hello, Ada')).toBeTruthy();
    expect(within(el).queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
    expect(
      harness.events
        .filter((e) => e.type === 'parts-islands:mounted')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['greeting', 'product-button']);
  });

  it('a runtime chunk that fails to load fails each island without breaking the page', async () => {
    const root = page(`<div data-mount="greeting" data-props='{"who":"Ada"}'></div>`);
    harness = createHarness(
      { greeting: greetingModule(probe) },
      { runtime: () => Promise.reject(new Error('runtime.js 404')) },
    );
    harness.registry.start();
    await waitForState(mountPoint(root, 'greeting'), 'error');
    expect(within(mountPoint(root, 'greeting')).getByRole('alert')).toBeTruthy();
  });

  it('a chunk without an island default export is an error', async () => {
    const log = await failedMount(`<div data-mount="greeting"></div>`, { greeting: { notDefault: true } });
    expect(log).toContain('has no island');
  });

  it('a component that throws while rendering: the error boundary shows the error state, a failed event, the others keep working', async () => {
    const root = page(`
      <div data-mount="broken"></div>
      <div data-mount="product-button" data-props='{"product_id":7}'></div>`);
    const broken = mountPoint(root, 'broken');
    const other = mountPoint(root, 'product-button');
    harness = createHarness({ broken: throwingModule('island bug'), 'product-button': buttonModule(probe) });

    harness.registry.start();
    await waitForState(broken, 'error');
    await waitForState(other, 'mounted');

    const alert = within(broken).getByRole('alert');
    expect(alert.textContent).toContain('This section could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const failed = harness.events.filter((e) => e.type === 'parts-islands:failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: 'broken', target: broken });
    expect((failed[0]?.error as Error).message).toBe('island bug');
    expect(harness.events.some((e) => e.type === 'parts-islands:mounted' && e.name === 'broken')).toBe(false);

    await userEvent.click(within(other).getByRole('button', { name: 'Add to Cart' }));
    expect(probe.clicks).toHaveBeenCalledWith('add 7');
  });

  it('a render error goes through the one error path: logged once with the mount name, a parts-islands:error event for the host', async () => {
    const root = page(`<div data-mount="broken"></div>`);
    const broken = mountPoint(root, 'broken');
    const reported: FailureDetail[] = [];
    const listen = (event: Event) => reported.push((event as CustomEvent<FailureDetail>).detail);
    document.addEventListener(ERROR_EVENT, listen);
    harness = createHarness({ broken: throwingModule('island bug') });

    harness.registry.start();
    await waitForState(broken, 'error');
    document.removeEventListener(ERROR_EVENT, listen);

    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ island: 'broken', action: 'could not be rendered', kind: 'error' });
    expect((reported[0]?.error as Error).message).toBe('island bug');
    // React logs what it caught in development builds; the bundle's own log line is the reporter's, once.
    const ours = consoleError.mock.calls.filter((call: unknown[]) => String(call[0]).startsWith('[parts-islands]'));
    expect(ours.map((call: unknown[]) => call[0])).toEqual(['[parts-islands] broken: could not be rendered']);
  });

  it('"Try again" in the boundary remounts the island', async () => {
    let fail = true;
    const module = greetingModule(probe);
    const flaky = {
      default: {
        ...module.default,
        Component: (props: { who: string; times: number }) => {
          if (fail) throw new Error('first render fails');
          return <module.default.Component {...props} />;
        },
      },
    };
    const root = page(`<div data-mount="greeting" data-props='{"who":"Ada"}'></div>`);
    const el = mountPoint(root, 'greeting');
    harness = createHarness({ greeting: flaky });
    harness.registry.start();
    await waitForState(el, 'error');

    fail = false;
    await userEvent.click(within(el).getByRole('button', { name: 'Try again' }));
    await waitForState(el, 'mounted');
    expect(within(el).getByText('Hello, Ada')).toBeTruthy();
  });

  it('"Try again" loads a lazy part that could not load (React.lazy alone would keep its failure)', async () => {
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module: /chunks/part.js');
      return { default: ({ who }: { who: string }) => <p>Part for {who}</p> };
    });
    const Part = lazyComponent(load, (m) => m.default);
    const module = greetingModule(probe);
    const withPart = {
      default: {
        ...module.default,
        Component: (props: { who: string }) => (
          <Suspense fallback={null}>
            <Part who={props.who} />
          </Suspense>
        ),
      },
    };
    const root = page(`<div data-mount="greeting" data-props='{"who":"Ada"}'></div>`);
    const el = mountPoint(root, 'greeting');
    harness = createHarness({ greeting: withPart });
    harness.registry.start();
    await waitForState(el, 'error');
    const attempts = load.mock.calls.length;
    // React may render once more before it commits the error: the same failure, no new request.
    expect(attempts).toBe(1);

    reachable = true;
    await userEvent.click(within(el).getByRole('button', { name: 'Try again' }));
    expect(await within(el).findByText('Part for Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
  });

  it('an invalid page config block fails the island with a console error naming the field', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'parts-islands-config';
    config.textContent = JSON.stringify({ guest_checkout: 'maybe' });
    document.head.append(config);
    const root = page(`<div data-mount="greeting" data-props='{"who":"Ada"}'></div>`);
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(mountPoint(root, 'greeting'), 'error');
    expect(logged()).toContain('guest_checkout');
  });
});
