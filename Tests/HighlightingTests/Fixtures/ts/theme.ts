// The theme object components read, typed from the token files.
import type { DesignTokens } from './tokens.generated';

export type ColorRole = 'primary' | 'secondary' | 'danger';
export type Shade = `${ColorRole}-${100 | 200 | 300}`;

export interface Theme<TExtra extends object = {}> {
  readonly name: string;
  colors: Record<ColorRole, string>;
  space: (step: number) => string;
  extra?: TExtra;
}

export enum Density {
  Compact = 0.75,
  Comfortable = 1,
  Spacious = 1.25,
}

declare global {
  interface Window { __DS_THEME__?: Theme }
}

const cache = new Map<string, Theme>();

export function createTheme<T extends object>(tokens: DesignTokens, extra?: T): Theme<T> {
  const key = `${tokens.meta.name}:${JSON.stringify(extra ?? null)}`;
  const cached = cache.get(key) as Theme<T> | undefined;
  if (cached) return cached;
  const base = tokens.size.base / 16;
  const theme: Theme<T> = {
    name: tokens.meta.name,
    colors: { primary: tokens.color.brand, secondary: tokens.color.accent, danger: tokens.color.red[500] },
    space: (step) => `${(step * base) / Density.Comfortable}rem`,
    extra,
  };
  cache.set(key, theme);
  return theme;
}

export const isHex = (value: unknown): value is string =>
  typeof value === 'string' && /^#[\da-f]{6}([\da-f]{2})?$/i.test(value);

export abstract class ThemeStore {
  private listeners = new Set<(theme: Theme) => void>();
  protected abstract load(): Promise<Theme>;

  subscribe(listener: (theme: Theme) => void): () => boolean {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
