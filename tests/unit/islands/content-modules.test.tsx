import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import banner from '../../../islands/banner/index';
import blog, { postHref } from '../../../islands/blog/index';
import customForm, { RESET_AFTER_ERROR_MS } from '../../../islands/custom-form/index';
import { byIndex, initialValues, submissionValues, validate } from '../../../islands/custom-form/validate';
import imageGrid from '../../../islands/image-grid/index';
import { garageWanted } from '../../../src/enhancers/interactive-garage';
import { cssRatio } from '../../../src/lib/aspect-ratio';
import { gridHeight, gridRows } from '../../../src/lib/image-grid-rows';
import { stopPage } from '../../../src/registry/page';
import type { CustomFormField } from '../../../src/schemas/custom-form';
import { allMountProps } from '../helpers/demo-page';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';

const field = (f: Partial<CustomFormField> & Pick<CustomFormField, 'id' | 'type'>): CustomFormField => ({
  index: 0,
  required: false,
  label_text: '',
  placeholder_text: '',
  options: [],
  legend_text: '',
  description_text: '',
  img_src: '',
  height: null,
  width: null,
  date_mode: 'single',
  ...f,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('image grid rows (spec 3 §9: 270 px rows)', () => {
  it('equal shares fill rows of row_image_count; widths are percentages of the row', () => {
    expect(gridRows([null, null, null, null, null], 3)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    expect(gridRows([50, 25, 25, null, null], 4)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    expect(gridHeight(2)).toBe(548);
  });

  it('every image is in exactly one row, in order, and no row holds more than 100%', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 100 }))), fc.integer({ min: 1, max: 6 }), (w, n) => {
        const rows = gridRows(w, n);
        expect(rows.flat()).toEqual(w.map((_, i) => i));
        for (const row of rows) expect(row.reduce((s, i) => s + (w[i] || 100 / n), 0)).toBeLessThanOrEqual(100.001);
      }),
    );
  });

  it('renders labels at their position, links with the new-tab flag, and a gallery dialog moved by arrows', async () => {
    const user = userEvent.setup();
    renderIsland(imageGrid, {
      title: 'Shop',
      gallery_mode: true,
      images: [
        { src: '/a.svg', label: 'A', label_position: 'top' },
        { src: '/b.svg', label: 'B' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'A: open in gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Shop', hidden: true });
    expect(within(dialog).getByText('A · Image 1 of 2')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByText('B · Image 2 of 2')).toBeTruthy();
  });

  it('without gallery mode an image with a link is a link (new tab with rel noopener)', () => {
    renderIsland(imageGrid, {
      images: [{ src: '/a.svg', label: 'Guides', link: 'https://x.example', open_in_new_tab: true }],
    });
    const link = screen.getByRole('link', { name: 'Guides (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('banner', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
    );
  });

  it('ratios as settings write them', () => {
    expect(cssRatio('16:5')).toBe('16 / 5');
    expect(cssRatio('4/3')).toBe('4 / 3');
    expect(cssRatio(2)).toBe('2 / 1');
    expect(cssRatio('wide')).toBeNull();
  });

  it('autoplays every banner_speed seconds, stops on hover and when paused', () => {
    vi.useFakeTimers();
    renderIsland(banner, {
      banner_speed: 3,
      banners: [
        { image: '/1.svg', title: 'One' },
        { image: '/2.svg', title: 'Two' },
      ],
    });
    const current = () => document.querySelector('[aria-current="true"]')?.getAttribute('aria-label');
    expect(current()).toBe('Slide 1: One');
    act(() => void vi.advanceTimersByTime(3000));
    expect(current()).toBe('Slide 2: Two');
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Featured' }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(current()).toBe('Slide 2: Two');
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Featured' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(current()).toBe('Slide 2: Two');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });
});

describe('blog', () => {
  it('shows 9, then 9 more per Show More; links go to /{url}', async () => {
    const posts = Array.from({ length: 20 }, (_, i) => ({ id: i, title: `Post ${i + 1}`, url: `blog/p${i}` }));
    renderIsland(blog, { posts });
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(18);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Post 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    expect(postHref('blog/p1')).toBe('/blog/p1');
    expect(postHref('https://x.example/a')).toBe('https://x.example/a');
  });
});

describe('custom form rules (spec 3 §5)', () => {
  const fields = [
    field({ id: 2, type: 'email', index: 2, required: true, label_text: 'Email' }),
    field({ id: 1, type: 'text', index: 1, required: true, label_text: 'Name' }),
    field({ id: 3, type: 'dropdown', index: 3, label_text: 'Topic', options: [{ value: 'A' }, { value: 'B' }] }),
    field({ id: 4, type: 'checkbox', index: 4, label_text: 'Extras', options: [{ value: 'X' }, { value: 'Y' }] }),
    field({ id: 5, type: 'datetime', index: 5, label_text: 'When' }),
    field({ id: 6, type: 'legend', index: 0, legend_text: 'About you' }),
  ];

  it('lays fields out by index', () => {
    expect(byIndex(fields).map((f) => f.id)).toEqual([6, 1, 2, 3, 4, 5]);
  });

  it('"{label} is required!", "Must be a valid email!", and the captcha when required', () => {
    expect(validate(fields, initialValues(fields, ''), true)).toEqual({
      '1': 'Name is required!',
      '2': 'Email is required!',
      captcha: 'Enter the code in the image is required!',
    });
    expect(validate(fields, { ...initialValues(fields, ''), 1: 'Dana', 2: 'dana@' }, false)).toEqual({
      '2': 'Must be a valid email!',
    });
  });

  it('initial values from the query (id or label); a dropdown defaults to its first option; a date-time is sent as Y-m-d H:i', () => {
    const values = initialValues(fields, '?1=Dana&EMAIL=d%40x.example&extras=Y,Z&5=2026-12-01%2009:30');
    expect(values).toEqual({ '1': 'Dana', '2': 'd@x.example', '3': 'A', '4': ['Y'], '5': '2026-12-01T09:30' });
    expect(submissionValues(fields, values)).toEqual({
      '1': 'Dana',
      '2': 'd@x.example',
      '3': 'A',
      '4': ['Y'],
      '5': '2026-12-01 09:30',
    });
  });
});

describe('custom form island', () => {
  // The demo store's content page: its contact form (a store list from getLocations) and its service form (a captcha).
  const store = demoStore();
  const CONTENT_PAGE = '/index.php?route=information/information&information_id=4';
  const form = async (id: number) =>
    (await allMountProps(store, CONTENT_PAGE, 'custom-form')).find((p) => (p.form_data as { id: number }).id === id)!;

  beforeEach(() => {
    stopPage();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("a store_select lists the store's locations from getLocations", async () => {
    renderIsland(customForm, await form(1));
    const { answer } = await vi.waitFor(() => {
      const [sent] = store.sent('POST /index.php');
      expect(sent?.answer).toBeDefined();
      return sent!;
    });
    const locations = JSON.parse(answer!.text) as { location_name: string }[];
    expect(locations.length).toBeGreaterThan(0);
    for (const { location_name } of locations)
      expect(await screen.findByRole('option', { name: location_name })).toBeTruthy();
  });

  it('an error shows as a captcha error, the button resets after 1 s, and what was typed stays', async () => {
    const props = await form(2);
    const { submit_button_text: send, submitted_button_text: sending } = props.form_data as Record<string, string>;
    renderIsland(customForm, props);
    fireEvent.click(screen.getByRole('radio', { name: 'Brakes' }));
    fireEvent.change(screen.getByLabelText(/^Preferred date/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/^Preferred time/), { target: { value: '09:30' } });
    // Not the code in the store's image (which this test never saw).
    fireEvent.change(screen.getByLabelText(/^Enter the code in the image/), { target: { value: 'WRONG' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText('Verification code does not match the image!')).toBeTruthy();
    expect(screen.getByRole('button', { name: sending })).toHaveProperty('disabled', true);
    act(() => void vi.advanceTimersByTime(RESET_AFTER_ERROR_MS));
    expect(screen.getByRole('button', { name: send })).toHaveProperty('disabled', false);
    expect((screen.getByLabelText(/^Preferred date/) as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByLabelText(/^Preferred time/) as HTMLInputElement).value).toBe('09:30');
    const sent = store.sent('POST /index.php').at(-1)!;
    expect(sent.url.searchParams.get('route')).toBe('module/forms/postSubmission');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      origin_url: window.location.href,
      form_id: '2',
      'submission_values[207]': '2026-12-01',
      'submission_values[208]': '09:30',
      captcha: 'WRONG',
    });
    expect(JSON.parse(sent.answer!.text)).toEqual({ error: 'Verification code does not match the image!' });
  });
});

describe('interactive garage (spec 3 §3)', () => {
  const base = { enabled: 1, main_script: '/g.js', enable_on_product_page: '1', enable_on_product_card: false };
  it('loads only where enabled', () => {
    expect(garageWanted({ ...base, placement: 'site' })).toBe(true);
    expect(garageWanted({ ...base, placement: 'product_page' })).toBe(true);
    expect(garageWanted({ ...base, placement: 'product_card' })).toBe(false);
    expect(garageWanted({ ...base, enabled: 0, placement: 'site' })).toBe(false);
    expect(garageWanted({ ...base, main_script: '', placement: 'site' })).toBe(false);
  });
});
