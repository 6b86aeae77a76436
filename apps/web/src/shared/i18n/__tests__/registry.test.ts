/**
 * The web's locale helpers read the content registry and nothing else: a locale registered with
 * one entry (a made-up Marathi here) gets its URLs and its place in the language choice at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Lazy from '@ankvidya/content/lazy';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@ankvidya/content/lazy', async (original) => {
  const lazy = await original<typeof Lazy>();
  const hi = lazy.LOCALE_META.hi;
  const mr = { ...hi, code: 'mr', name: 'मराठी', tag: 'mr-IN', og: 'mr_IN' } as const;
  return { ...lazy, ...lazy.localesFrom([...lazy.LOCALE_REGISTRY, mr]) };
});

// The test setup has loaded the helpers already, with the real registry: load them again.
vi.resetModules();
const { LOCALES, LOCALE_META, localizePath, preferredLocale, splitLocale } =
  await import('../locale');

describe('a locale registered with one entry', () => {
  it('has its URLs under its code', () => {
    expect(LOCALES).toEqual(['en', 'hi', 'mr']);
    expect(splitLocale('/mr/about')).toEqual({ locale: 'mr', path: '/about' });
    expect(splitLocale('/mr')).toEqual({ locale: 'mr', path: '/' });
    expect(localizePath('/about', 'mr' as never)).toBe('/mr/about');
    expect(splitLocale('/fr/about')).toEqual({ locale: 'en', path: '/fr/about' });
  });

  it('is offered to a browser that prefers it, and names itself in its own script', () => {
    expect(preferredLocale(['mr-IN', 'en'])).toBe('mr');
    expect((LOCALE_META as Record<string, { name: string }>).mr?.name).toBe('मराठी');
  });
});

describe('fonts on screen', () => {
  it("the stylesheet names every font each locale's entry asks for", async () => {
    const { LOCALE_REGISTRY } = await import('@ankvidya/content/lazy');
    const css = readFileSync(join(process.cwd(), 'src/styles/index.css'), 'utf8');
    const stack = /--font:\s*([^;]*);/.exec(css)?.[1] ?? '';
    for (const entry of LOCALE_REGISTRY)
      for (const font of entry.fonts.web) expect(stack, `${entry.code}: ${font}`).toContain(font);
  });
});
