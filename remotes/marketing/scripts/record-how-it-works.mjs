#!/usr/bin/env node
/**
 * Records the home page's 'How it works' clip: a 12-second canvas animation of the four
 * steps (sign up, verify your e-mail, download the app, read/ask/thrive), captured in Debian's
 * Chromium with MediaRecorder into a small silent WebM, plus its poster frame as WebP.
 * There is no ffmpeg on the build machines; this needs only Playwright and /usr/bin/chromium.
 *
 *   node remotes/marketing/scripts/record-how-it-works.mjs
 *
 * Output: src/assets/video/how-it-works.webm and src/assets/video/how-it-works-poster.webp
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const require = createRequire(path.join(root, 'package.json'));
const { chromium } = require('@playwright/test');

const outDir = path.join(here, '../src/assets/video');
const fontFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', {
  paths: [path.join(root, 'packages/ui')],
});

const WIDTH = 640;
const HEIGHT = 360;
const SCENE_MS = 3000;
const SCENES = 4;
const BITRATE = 160_000;

/** Runs in the page: draws frame `t` (ms, 0..12000) on the canvas. */
function pageScript() {
  const W = 640;
  const H = 360;
  const SCENE = 3000;
  const C = {
    bg: '#faf8f4',
    brand: '#1b5e4a',
    brandSoft: '#e3f1eb',
    accent: '#f2a23a',
    accentSoft: '#fdf0dc',
    text: '#1d1d1f',
    muted: '#545458',
    line: '#d9d6cf',
  };
  const STEPS = [
    ['Sign up', 'Create your account on the web.'],
    ['Verify your e-mail', 'Enter the code from your inbox.'],
    ['Download the app', 'Google Play or the App Store.'],
    ['Read, ask and thrive', 'Stories, answers and support.'],
  ];
  const canvas = document.querySelector('canvas');
  const ctx = canvas.getContext('2d');
  const ease = (x) => (x < 0 ? 0 : x > 1 ? 1 : 1 - (1 - x) ** 3);
  const clamp01 = (x) => Math.max(0, Math.min(1, x));

  function rr(x, y, w, h, r, fill, stroke) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    }
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }
  function text(s, x, y, size, weight, color, align = 'left') {
    ctx.font = `${weight} ${size}px Inter`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.fillText(s, x, y);
  }
  function heart(x, y, s, color) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.beginPath();
    ctx.moveTo(0, 6);
    ctx.bezierCurveTo(-12, -2, -8, -12, 0, -6);
    ctx.bezierCurveTo(8, -12, 12, -2, 0, 6);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.restore();
  }

  // The phone: x 70..250, y 30..330.
  const PX = 80;
  const PY = 28;
  const PW = 170;
  const PH = 304;
  function phone(draw) {
    rr(PX - 8, PY - 8, PW + 16, PH + 16, 30, C.text);
    rr(PX, PY, PW, PH, 22, '#ffffff');
    rr(PX + PW / 2 - 24, PY + 8, 48, 7, 4, C.text);
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(PX, PY, PW, PH, 22);
    ctx.clip();
    draw();
    ctx.restore();
  }

  function sceneSignup(p) {
    phone(() => {
      text('Create account', PX + 16, PY + 50, 15, 800, C.text);
      const fields = ['Ada', 'Okafor', 'ada@example.com', '••••••••'];
      fields.forEach((value, i) => {
        const y = PY + 68 + i * 44;
        rr(PX + 14, y, PW - 28, 32, 8, '#fff', C.line);
        const shown = Math.floor(value.length * clamp01(p * 5 - i));
        text(value.slice(0, shown), PX + 24, y + 21, 12, 500, C.text);
      });
      const ready = p > 0.82;
      rr(PX + 14, PY + 252, PW - 28, 34, 17, ready ? C.brand : '#9bb8ad');
      text('Create Account', PX + PW / 2, PY + 274, 12, 700, '#fff', 'center');
    });
  }

  function sceneVerify(p) {
    phone(() => {
      text('Check your inbox', PX + 16, PY + 50, 15, 800, C.text);
      text('We sent a code to', PX + 16, PY + 72, 11, 500, C.muted);
      text('ada@example.com', PX + 16, PY + 88, 11, 700, C.text);
      const code = '4821';
      for (let i = 0; i < 4; i += 1) {
        const x = PX + 18 + i * 36;
        const on = p * 6 - 1 > i;
        rr(x, PY + 110, 30, 40, 8, on ? C.brandSoft : '#fff', on ? C.brand : C.line);
        if (on) text(code[i], x + 15, PY + 137, 18, 800, C.brand, 'center');
      }
      const done = ease((p - 0.72) * 4);
      if (done > 0) {
        ctx.globalAlpha = done;
        ctx.beginPath();
        ctx.arc(PX + PW / 2, PY + 210, 30 * done, 0, Math.PI * 2);
        ctx.fillStyle = C.brand;
        ctx.fill();
        ctx.strokeStyle = '#fff';
        ctx.lineWidth = 5;
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(PX + PW / 2 - 12, PY + 210);
        ctx.lineTo(PX + PW / 2 - 3, PY + 219);
        ctx.lineTo(PX + PW / 2 + 13, PY + 201);
        ctx.stroke();
        text('E-mail Verified!', PX + PW / 2, PY + 268, 13, 800, C.brand, 'center');
        ctx.globalAlpha = 1;
      }
    });
  }

  function sceneDownload(p) {
    phone(() => {
      rr(PX, PY, PW, PH, 0, C.accentSoft);
      const s = 0.6 + 0.4 * ease(p * 3);
      ctx.save();
      ctx.translate(PX + PW / 2, PY + 110);
      ctx.scale(s, s);
      rr(-36, -36, 72, 72, 18, C.brand);
      ctx.beginPath();
      ctx.moveTo(0, 22);
      ctx.bezierCurveTo(-22, 4, -8, -20, 0, -26);
      ctx.bezierCurveTo(8, -20, 22, 4, 0, 22);
      ctx.fillStyle = '#7fd1ae';
      ctx.fill();
      ctx.restore();
      text('Thrive', PX + PW / 2, PY + 178, 16, 800, C.text, 'center');
      rr(PX + 24, PY + 200, PW - 48, 10, 5, '#ead9bd');
      rr(PX + 24, PY + 200, (PW - 48) * clamp01((p - 0.15) * 1.6), 10, 5, C.brand);
      const installed = p > 0.8;
      rr(PX + 30, PY + 236, PW - 60, 34, 17, installed ? C.brand : C.accent);
      text(
        installed ? 'Open' : 'Installing…',
        PX + PW / 2,
        PY + 258,
        12,
        700,
        installed ? '#fff' : C.text,
        'center',
      );
    });
  }

  function sceneRead(p) {
    phone(() => {
      text('Thrive', PX + 16, PY + 50, 15, 800, C.brand);
      const offset = 60 * ease(p * 1.2);
      const cards = [
        ['#fde7cf', '#b5532a'],
        ['#dff0e8', C.brand],
        ['#e4e6fb', '#2c4a8a'],
        ['#fbe0e3', '#a23b4a'],
      ];
      cards.forEach(([bg, fg], i) => {
        const y = PY + 66 + i * 86 - offset;
        rr(PX + 14, y, PW - 28, 76, 12, bg);
        rr(PX + 24, y + 12, 60, 8, 4, fg);
        rr(PX + 24, y + 30, PW - 60, 6, 3, 'rgba(29,29,31,.45)');
        rr(PX + 24, y + 42, PW - 78, 6, 3, 'rgba(29,29,31,.45)');
        if (i === 1) {
          const pop = ease((p - 0.55) * 5);
          heart(PX + PW - 34, y + 58, 0.6 + pop * 0.5, pop > 0 ? '#d9534f' : '#c9c3b8');
        }
      });
    });
  }

  const scenes = [sceneSignup, sceneVerify, sceneDownload, sceneRead];

  function sidePanel(index, p) {
    const x = 300;
    const fade = ease(p * 4) * (1 - ease((p - 0.9) * 10));
    text('HOW IT WORKS', x, 64, 12, 700, C.brand);
    ctx.globalAlpha = fade;
    rr(x, 84, 44, 44, 22, C.accent);
    text(String(index + 1), x + 22, 114, 22, 800, C.text, 'center');
    text(STEPS[index][0], x, 170, 28, 800, C.text);
    text(STEPS[index][1], x, 202, 16, 500, C.muted);
    ctx.globalAlpha = 1;
    STEPS.forEach((_, i) => {
      const active = i === index;
      rr(x + i * 34, 250, active ? 26 : 10, 10, 5, active ? C.brand : C.line);
    });
  }

  window.drawFrame = (t) => {
    const total = SCENE * 4;
    const tt = ((t % total) + total) % total;
    const index = Math.floor(tt / SCENE);
    const p = (tt % SCENE) / SCENE;
    ctx.fillStyle = C.bg;
    ctx.fillRect(0, 0, W, H);
    ctx.beginPath();
    ctx.arc(170, 190, 150, 0, Math.PI * 2);
    ctx.fillStyle = C.brandSoft;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(590, 320, 90, 0, Math.PI * 2);
    ctx.fillStyle = C.accentSoft;
    ctx.fill();
    scenes[index](p);
    sidePanel(index, p);
  };

  window.record = async (durationMs, bitrate) => {
    const stream = canvas.captureStream(30);
    const mime = MediaRecorder.isTypeSupported('video/webm;codecs=vp9')
      ? 'video/webm;codecs=vp9'
      : 'video/webm;codecs=vp8';
    const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: bitrate });
    const chunks = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const start = performance.now();
    window.drawFrame(0);
    recorder.start();
    await new Promise((resolve) => {
      const tick = () => {
        const t = performance.now() - start;
        window.drawFrame(Math.min(t, durationMs));
        if (t >= durationMs) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    recorder.stop();
    await stopped;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return { mime, base64: btoa(binary) };
  };

  window.poster = () => {
    window.drawFrame(SCENE * 3 + SCENE * 0.7);
    return canvas.toDataURL('image/webp', 0.82).split(',')[1];
  };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  const font = readFileSync(fontFile).toString('base64');
  await page.setContent(
    `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format('woff2')}
     body{margin:0}</style><canvas width="${WIDTH}" height="${HEIGHT}"></canvas>
     <span style="font:800 10px Inter;position:absolute;opacity:0">Inter</span>`,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(pageScript);
  const { mime, base64 } = await page.evaluate(
    ([duration, bitrate]) => window.record(duration, bitrate),
    [SCENE_MS * SCENES, BITRATE],
  );
  const poster = await page.evaluate(() => window.poster());
  mkdirSync(outDir, { recursive: true });
  const video = Buffer.from(base64, 'base64');
  writeFileSync(path.join(outDir, 'how-it-works.webm'), video);
  writeFileSync(path.join(outDir, 'how-it-works-poster.webp'), Buffer.from(poster, 'base64'));
  console.log(`Recorded ${(video.length / 1024).toFixed(0)} KiB (${mime}) and the poster.`);
} finally {
  await browser.close();
}
