import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypewriter } from './use-typewriter.ts';

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
};

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe('useTypewriter', () => {
  it('shows one character every 30 ms until the whole text is shown', () => {
    const { result } = renderHook(() => useTypewriter('Mediana', true));
    expect(result.current.shown).toBe('');
    expect(result.current.done).toBe(false);
    act(() => {
      vi.advanceTimersByTime(30);
    });
    expect(result.current.shown).toBe('M');
    act(() => {
      vi.advanceTimersByTime(29);
    });
    expect(result.current.shown).toBe('M');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.shown).toBe('Me');
    act(() => {
      vi.advanceTimersByTime(30 * 5);
    });
    expect(result.current.shown).toBe('Mediana');
    expect(result.current.done).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.shown).toBe('Mediana');
  });

  it('shows everything at once when skipped', () => {
    const { result } = renderHook(() => useTypewriter('A long answer', true));
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(result.current.shown).toBe('A ');
    act(() => {
      result.current.skip();
    });
    expect(result.current.shown).toBe('A long answer');
    expect(result.current.done).toBe(true);
  });

  it('shows everything at once under prefers-reduced-motion', () => {
    setReducedMotion(true);
    const { result } = renderHook(() => useTypewriter('Luka płacowa', true));
    expect(result.current.shown).toBe('Luka płacowa');
    expect(result.current.done).toBe(true);
  });

  it('shows an old message at once, and never splits a character made of two code units', () => {
    const old = renderHook(() => useTypewriter('Earlier answer', false));
    expect(old.result.current.shown).toBe('Earlier answer');
    const { result } = renderHook(() => useTypewriter('😀ok', true));
    act(() => {
      vi.advanceTimersByTime(30);
    });
    expect(result.current.shown).toBe('😀');
  });

  it('starts again for a new text', () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text, true), {
      initialProps: { text: 'One' },
    });
    act(() => {
      vi.advanceTimersByTime(90);
    });
    expect(result.current.shown).toBe('One');
    rerender({ text: 'Two' });
    act(() => {
      vi.advanceTimersByTime(30);
    });
    expect(result.current.shown).toBe('T');
  });
});
