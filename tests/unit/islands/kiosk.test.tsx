import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import kiosk from '../../../islands/kiosk/index';
import { KIOSK_STORAGE_KEY as STORAGE_KEY } from '../../../src/lib/kiosk-generation';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';

const store = demoStore();
const VIDEOS = [
  { id: 1, url: '/v/1.webm', title: 'One' },
  { id: 2, url: '/v/2.webm', title: 'Two' },
  { id: 3, url: '/v/3.webm', title: 'Three' },
];
const props = { kiosk_idle_timer: 2, kiosk_prompt_timer: 1, kiosk_homepage: '/common/home', kiosk_videos: VIDEOS };
const video = () => document.querySelector('video');

beforeEach(() => {
  resetStores();
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle: true, last: Date.now(), clear: false }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('kiosk splash videos', () => {
  it('cycle on stall, error and end; each playback that started is reported', async () => {
    renderIsland(kiosk, props);
    expect(await screen.findByRole('heading', { name: 'Customize your ride!' })).toBeTruthy();
    expect(video()?.getAttribute('data-video-id')).toBe('1');
    fireEvent.playing(video()!);
    fireEvent.stalled(video()!);
    expect(video()?.getAttribute('data-video-id')).toBe('2');
    fireEvent.error(video()!);
    expect(video()?.getAttribute('data-video-id')).toBe('3');
    fireEvent.playing(video()!);
    fireEvent.ended(video()!);
    expect(video()?.getAttribute('data-video-id')).toBe('1');
    await vi.waitFor(() => expect(store.sent('POST /tool/kiosk/video')).toHaveLength(2));
    expect(store.sent('POST /tool/kiosk/video').map((r) => r.form.get('video_id'))).toEqual(['1', '3']);
    // The strict store took both reports.
    await vi.waitFor(() =>
      expect(store.sent('POST /tool/kiosk/video').map((r) => r.answer?.status)).toEqual([200, 200]),
    );
  });

  it('when every video fails in a row the splash stays without video', async () => {
    renderIsland(kiosk, props);
    await screen.findByRole('heading', { name: 'Customize your ride!' });
    fireEvent.error(video()!);
    fireEvent.error(video()!);
    fireEvent.error(video()!);
    expect(video()).toBeNull();
    expect(screen.getByRole('button', { name: 'Press here to get started' })).toBeTruthy();
    expect(store.sent('POST /tool/kiosk/video')).toHaveLength(0);
  });
});
