#!/usr/bin/env node
/**
 * Draws the illustrated portraits the marketing site uses: the four team portraits (About,
 * 'About the Team') and the eight faces of the Mission ring. Plain SVG, no dependencies,
 * deterministic output; run it again after changing a look:
 *
 *   node remotes/marketing/scripts/make-portraits.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/assets');

const SKIN = ['#8d5524', '#6b3e1f', '#a0693b', '#5a3418', '#c68642', '#7a4a26'];
const INK = '#2b1a12';

/** Hair shapes drawn behind (back) and over (front) the head; head centre (120, 104), r 46. */
const HAIR = {
  afro: (c) => ({
    back: `<circle cx="120" cy="88" r="72" fill="${c}"/>`,
    front: `<path d="M76 92c6-30 30-46 54-44 22 2 38 16 40 40-14-12-34-16-52-12-18 3-32 10-42 16z" fill="${c}"/>`,
  }),
  short: (c) => ({
    back: '',
    front: `<path d="M74 100c-2-34 20-56 48-56 26 0 46 20 44 54-6-14-16-22-30-26-14 8-40 10-62 28z" fill="${c}"/>`,
  }),
  braids: (c) => ({
    back: `<path d="M66 96c0-36 24-60 54-60s54 24 54 60v78c0 8-10 10-14 4V118H80v60c-4 6-14 4-14-4z" fill="${c}"/>`,
    front: `<path d="M74 98c4-30 24-50 48-50 24 0 42 18 46 48-18-12-38-18-50-18-16 0-30 8-44 20z" fill="${c}"/>
    <g stroke="${c}" stroke-width="7" stroke-linecap="round"><path d="M72 130v46"/><path d="M168 130v46"/></g>`,
  }),
  wrap: (c) => ({
    back: `<path d="M70 92c-8-40 24-64 54-62 34 2 56 28 46 62z" fill="${c}"/>`,
    front: `<path d="M70 96c-2-26 20-52 52-52 30 0 52 20 50 50-16-10-36-14-52-14s-34 6-50 16z" fill="${c}"/>
    <path d="M146 40c14-6 30 0 32 14-10-4-20-4-28 2z" fill="${c}"/>
    <path d="M80 76c22-12 56-14 84-2" stroke="#ffffff" stroke-opacity=".35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  }),
  bun: (c) => ({
    back: `<circle cx="120" cy="40" r="22" fill="${c}"/>`,
    front: `<path d="M74 100c-2-32 20-54 46-54 28 0 48 22 46 54-10-18-24-28-46-28S84 84 74 100z" fill="${c}"/>`,
  }),
  fade: (c) => ({
    back: '',
    front: `<path d="M76 96c0-28 18-46 44-46s44 18 44 46c-8-10-24-16-44-16s-36 6-44 16z" fill="${c}"/>`,
  }),
};

function portrait({
  bg,
  skin,
  hair,
  hairColor,
  shirt,
  glasses = false,
  beard = false,
  earrings = false,
  size = 240,
}) {
  const h = HAIR[hair](hairColor);
  const shade = 'rgba(0,0,0,.12)';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="${size}" height="${size}">
  <circle cx="120" cy="120" r="120" fill="${bg}"/>
  <clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath>
  <g clip-path="url(#c)">
    ${h.back}
    <path d="M40 240c4-46 36-72 80-72s76 26 80 72z" fill="${shirt}"/>
    <path d="M100 168c6 14 34 14 40 0" fill="none" stroke="${shade}" stroke-width="6" stroke-linecap="round"/>
    <rect x="104" y="138" width="32" height="34" rx="14" fill="${skin}"/>
    <rect x="104" y="146" width="32" height="10" fill="${shade}"/>
    <ellipse cx="73" cy="108" rx="8" ry="11" fill="${skin}"/>
    <ellipse cx="167" cy="108" rx="8" ry="11" fill="${skin}"/>
    ${earrings ? `<circle cx="72" cy="124" r="5" fill="#f2a23a"/><circle cx="168" cy="124" r="5" fill="#f2a23a"/>` : ''}
    <ellipse cx="120" cy="104" rx="46" ry="52" fill="${skin}"/>
    ${h.front}
    <path d="M92 96q8-6 16 0M132 96q8-6 16 0" stroke="${INK}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
    <ellipse cx="100" cy="110" rx="4.5" ry="5.5" fill="${INK}"/>
    <ellipse cx="140" cy="110" rx="4.5" ry="5.5" fill="${INK}"/>
    <circle cx="94" cy="128" r="8" fill="#e9746a" opacity=".28"/>
    <circle cx="146" cy="128" r="8" fill="#e9746a" opacity=".28"/>
    <path d="M116 114q4 8 8 0" stroke="${shade}" stroke-width="3" fill="none" stroke-linecap="round"/>
    ${beard ? `<path d="M80 118c2 34 18 42 40 42s38-8 40-42c-8 14-20 18-40 18s-32-4-40-18z" fill="${INK}" opacity=".88"/>` : ''}
    <path d="M104 134q16 14 32 0" stroke="${beard ? '#fff' : '#7a2e25'}" stroke-width="4" fill="none" stroke-linecap="round"/>
    ${
      glasses
        ? `<g fill="none" stroke="${INK}" stroke-width="3"><circle cx="100" cy="110" r="13"/><circle cx="140" cy="110" r="13"/><path d="M113 110h14M87 108l-12-3M153 108l12-3"/></g>`
        : ''
    }
  </g>
</svg>
`;
}

const team = {
  'chief-executive': {
    bg: '#fde7cf',
    skin: SKIN[0],
    hair: 'wrap',
    hairColor: '#1b5e4a',
    shirt: '#123f32',
    earrings: true,
  },
  'head-of-technology': {
    bg: '#dff0e8',
    skin: SKIN[1],
    hair: 'fade',
    hairColor: '#1f140e',
    shirt: '#2c4a8a',
    glasses: true,
    beard: true,
  },
  'senior-engineer': {
    bg: '#e4e6fb',
    skin: SKIN[2],
    hair: 'braids',
    hairColor: '#24160f',
    shirt: '#b5532a',
    earrings: true,
  },
  'head-of-people': {
    bg: '#fbe0e3',
    skin: SKIN[3],
    hair: 'short',
    hairColor: '#1a110c',
    shirt: '#f2a23a',
  },
};

const faces = [
  { bg: '#fde7cf', skin: SKIN[4], hair: 'afro', hairColor: '#2a1a10', shirt: '#1b5e4a' },
  {
    bg: '#dff0e8',
    skin: SKIN[1],
    hair: 'short',
    hairColor: '#1a110c',
    shirt: '#f2a23a',
    glasses: true,
  },
  {
    bg: '#fff3c4',
    skin: SKIN[2],
    hair: 'bun',
    hairColor: '#24160f',
    shirt: '#7a3e9d',
    earrings: true,
  },
  {
    bg: '#e4e6fb',
    skin: SKIN[3],
    hair: 'fade',
    hairColor: '#140d09',
    shirt: '#d9534f',
    beard: true,
  },
  {
    bg: '#fbe0e3',
    skin: SKIN[0],
    hair: 'wrap',
    hairColor: '#c0392b',
    shirt: '#123f32',
    earrings: true,
  },
  {
    bg: '#e3f1eb',
    skin: SKIN[5],
    hair: 'afro',
    hairColor: '#1a110c',
    shirt: '#2c4a8a',
    glasses: true,
  },
  { bg: '#fdf0dc', skin: SKIN[2], hair: 'braids', hairColor: '#3a2416', shirt: '#1b5e4a' },
  { bg: '#ece6f7', skin: SKIN[1], hair: 'short', hairColor: '#24160f', shirt: '#b5532a' },
];

const minify = (svg) => svg.replace(/\n\s*/g, '').replace(/>\s+</g, '><');

mkdirSync(path.join(assets, 'team'), { recursive: true });
mkdirSync(path.join(assets, 'faces'), { recursive: true });
for (const [name, look] of Object.entries(team)) {
  writeFileSync(path.join(assets, 'team', `${name}.svg`), `${minify(portrait(look))}\n`);
}
faces.forEach((look, i) => {
  writeFileSync(
    path.join(assets, 'faces', `face-${i + 1}.svg`),
    `${minify(portrait({ ...look, size: 96 }))}\n`,
  );
});
console.log('Wrote 4 team portraits and 8 mission faces.');
