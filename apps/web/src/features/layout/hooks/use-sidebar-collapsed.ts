import { useCallback, useState } from 'react';
import { z } from 'zod';
import { localStore, trySafely } from '#lib/storage.ts';

const KEY = 'sidebar.collapsed';

/** Open or collapsed, remembered across visits on this device. */
export const useSidebarCollapsed = () => {
  const [collapsed, setCollapsed] = useState(
    () => trySafely(() => localStore.get(KEY, (value) => z.boolean().parse(value)), null) ?? false,
  );
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      trySafely(() => localStore.set(KEY, next), undefined);
      return next;
    });
  }, []);
  return { collapsed, toggle };
};
