// WCAG contrast between two sRGB colours, for the token docs' swatches.
const channel = (value) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex) {
  const [r, g, b] = hex.replace(/^#/, '').match(/.{2}/g).map((pair) => parseInt(pair, 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const rating = (ratio) =>
  ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fail';

class Swatch extends HTMLElement {
  static observedAttributes = ['background', 'foreground'];
  #shadow = this.attachShadow({ mode: 'open' });

  attributeChangedCallback() {
    const bg = this.getAttribute('background') || '#ffffff';
    const fg = this.getAttribute('foreground') || '#000000';
    const ratio = contrast(bg, fg);
    this.#shadow.innerHTML = `
      <span style="background: ${bg}; color: ${fg}">Aa</span>
      <output>${ratio.toFixed(2)}:1 ${rating(ratio) === 'fail' ? '✗' : `✓ ${rating(ratio)}`}</output>`;
  }
}

if (!customElements.get('ds-swatch')) customElements.define('ds-swatch', Swatch);
