import type { ComponentPropsWithoutRef } from 'react';

/** Read by screen readers, not shown. */
export const VisuallyHidden = ({ className, ...rest }: ComponentPropsWithoutRef<'span'>) => (
  <span {...rest} className={['visually-hidden', className].filter(Boolean).join(' ')} />
);
