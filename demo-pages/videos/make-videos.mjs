// Makes the kiosk demo's three tiny splash videos (1 s of VP8 each, a few KiB) with the system Chromium's
// MediaRecorder: nothing is downloaded. Run: node demo-pages/videos/make-videos.mjs (the .webm files are committed).
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const VIDEOS = [
  { file: 'kiosk-1.webm', color: '#b3261e', text: 'Brakes' },
  { file: 'kiosk-2.webm', color: '#1d4ed8', text: 'Lighting' },
  { file: 'kiosk-3.webm', color: '#15803d', text: 'Suspension' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<canvas width="160" height="90"></canvas>');
for (const video of VIDEOS) {
  const base64 = await page.evaluate(async ({ color, text }) => {
    const canvas = document.querySelector('canvas');
    const ctx = canvas.getContext('2d');
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 1000;
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 160, 90);
        ctx.fillStyle = '#fff';
        ctx.font = 'bold 20px sans-serif';
        ctx.fillText(text, 10 + t * 30, 55);
        if (t < 1.2) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, video);
  writeFileSync(join(here, video.file), Buffer.from(base64, 'base64'));
  console.log(`${video.file}: ${Buffer.from(base64, 'base64').length} bytes`);
}
await browser.close();
