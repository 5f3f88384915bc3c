import { vi } from 'vitest';

/** jsdom lays nothing out: give scroll containers a size so the virtualised rows render. */
export const fakeLayout = (height = 800, width = 1200) => {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height),
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
};
