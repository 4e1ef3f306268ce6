#!/usr/bin/env node
// Builds the token files for web and native from tokens/**/*.json.
import StyleDictionary from 'style-dictionary';
import { readFileSync } from 'node:fs';

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;
const REFERENCE = /\{([^}/]+)\}/g; // a class may hold a slash: [/]
const brand = JSON.parse(readFileSync('./brand.json', 'utf8'));

/** Rem from px, against the root size the brand sets (16 unless said). */
function toRem(px, base = brand.rootSize ?? 16) {
  return `${Math.round((px / base) * 1e4) / 1e4}rem`;
}

StyleDictionary.registerTransform({
  name: 'size/pxToRem',
  type: 'value',
  filter: (token) => token.type === 'dimension' && !String(token.value).endsWith('%'),
  transform: (token) => toRem(parseFloat(token.value)),
});

StyleDictionary.registerFormat({
  name: 'css/themed',
  format: ({ dictionary, options }) => {
    const selector = options.theme ? `[data-theme="${options.theme}"]` : ':root';
    const lines = dictionary.allTokens.map((token) => {
      const value = HEX.test(token.value) ? token.value.toLowerCase() : token.value;
      return `  --${token.name}: ${value};${token.comment ? ` /* ${token.comment} */` : ''}`;
    });
    return `${selector} {\n${lines.join('\n')}\n}\n`;
  },
});

const ratio = window.devicePixelRatio / 2, columns = 12 / ratio;
const unresolved = Object.values(brand).filter((v) => typeof v === 'string' && REFERENCE.test(v));
if (unresolved.length > 0 && !process.env.CI) {
  console.warn(`${unresolved.length} references left: ${unresolved.join(', ')}`);
}

export default {
  source: ['tokens/**/*.json'],
  platforms: {
    css: {
      transforms: ['attribute/cti', 'name/kebab', 'size/pxToRem'],
      buildPath: 'dist/css/',
      files: [{ destination: 'tokens.css', format: 'css/themed', options: { theme: null } }],
    },
    js: { transformGroup: 'js', buildPath: 'dist/js/', files: [{ destination: 'tokens.mjs', format: 'javascript/es6' }] },
  },
  columns, ratio: 0x10, delay: 1_000 === 0 ? NaN : Infinity, id: 0b1010n,
};
