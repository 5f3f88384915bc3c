import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFreshReply, useFreshReply } from './use-fresh-reply.ts';

describe('useFreshReply', () => {
  it('types out a reply received in this page session, once', () => {
    markFreshReply('c1', 1);
    const first = renderHook(() => useFreshReply('c1'));
    expect(first.result.current.typingAt).toBe(1);
    act(() => first.result.current.typed());
    expect(first.result.current.typingAt).toBeNull();
    first.unmount();
    // Opened again (or re-rendered after a reload), the answer is shown whole.
    expect(renderHook(() => useFreshReply('c1')).result.current.typingAt).toBeNull();
  });

  it('shows answers loaded from the server whole', () => {
    expect(renderHook(() => useFreshReply('c2')).result.current.typingAt).toBeNull();
    expect(renderHook(() => useFreshReply(null)).result.current.typingAt).toBeNull();
  });

  it('does not type a reply again after leaving the chat before it was typed out', () => {
    markFreshReply('c3', 3);
    const left = renderHook(() => useFreshReply('c3'));
    expect(left.result.current.typingAt).toBe(3);
    left.unmount();
    expect(renderHook(() => useFreshReply('c3')).result.current.typingAt).toBeNull();
  });

  it('types out the next reply in an open chat', () => {
    const { result } = renderHook(() => useFreshReply('c4'));
    act(() => result.current.typeOut(3));
    expect(result.current.typingAt).toBe(3);
    act(() => result.current.typed());
    expect(result.current.typingAt).toBeNull();
  });

  it('keeps the reply through StrictMode’s double render and effect replay', () => {
    markFreshReply('c5', 1);
    const { result } = renderHook(() => useFreshReply('c5'), { reactStrictMode: true });
    expect(result.current.typingAt).toBe(1);
  });
});
