import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_CHAR_MS, TYPING_PAUSE_MS, useTypingAnimation } from './use-typing-animation.ts';

const TEXTS = ['Equal', 'Fair'];

describe('typing animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('types 40 ms per character, pauses 2 s, then types the next text, round and round', () => {
    const { result } = renderHook(() => useTypingAnimation(TEXTS));
    expect(TYPING_CHAR_MS).toBe(40);
    expect(TYPING_PAUSE_MS).toBe(2000);
    expect(result.current.text).toBe('');
    advance(40);
    expect(result.current.text).toBe('E');
    for (let i = 0; i < 4; i++) advance(40);
    expect(result.current).toMatchObject({ text: 'Equal', typing: false });
    advance(1999);
    expect(result.current.text).toBe('Equal');
    advance(1);
    expect(result.current).toMatchObject({ text: '', index: 1 });
    for (let i = 0; i < 4; i++) advance(40);
    expect(result.current.text).toBe('Fair');
    advance(2000);
    expect(result.current.index).toBe(0);
  });

  it('with reduced motion shows whole texts, changing slowly', () => {
    const { result } = renderHook(() => useTypingAnimation(TEXTS, { still: true }));
    expect(result.current).toMatchObject({ text: 'Equal', typing: false });
    advance(4999);
    expect(result.current.text).toBe('Equal');
    advance(1);
    expect(result.current.text).toBe('Fair');
  });

  it('stops when paused, showing the whole current text', () => {
    const { result, rerender } = renderHook(({ paused }) => useTypingAnimation(TEXTS, { paused }), {
      initialProps: { paused: false },
    });
    advance(80);
    rerender({ paused: true });
    expect(result.current.text).toBe('Equal');
    advance(10_000);
    expect(result.current).toMatchObject({ text: 'Equal', index: 0 });
  });
});
