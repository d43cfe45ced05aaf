// @vitest-environment jsdom
// jsdom, which loads no frame unless asked: happy-dom refuses the player's iframe and prints that on the console.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import video, { youtubeId } from '../../../islands/video/index';
import { renderIsland } from '../helpers/render-island';

describe('video', () => {
  it('reads YouTube-style ids from an id or a watch, short or embed address; anything else is a file', () => {
    expect(youtubeId('dQw4w9WgXcQ', '')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('', 'https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('', 'https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('', '/videos/clip.mp4')).toBeNull();
  });

  it('a YouTube video is a facade until clicked; a file is a <video>', async () => {
    renderIsland(video, { video_id: 'dQw4w9WgXcQ', title: 'Pads' });
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Pads' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
