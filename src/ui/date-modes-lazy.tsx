// The multiple and month date modes loaded on demand: only a form with such a field needs them (and their styles).
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../registry/lazy-chunk';
import { lazyComponent } from '../registry/lazy-component';

const modes = lazyChunk(() => import('./date-modes'));
const Multiple = lazyComponent(modes, (m) => m.MultipleDatesField);
const Month = lazyComponent(modes, (m) => m.MonthField);

export function LazyMultipleDatesField(props: ComponentProps<typeof Multiple>) {
  return (
    <Suspense fallback={null}>
      <Multiple {...props} />
    </Suspense>
  );
}

export function LazyMonthField(props: ComponentProps<typeof Month>) {
  return (
    <Suspense fallback={null}>
      <Month {...props} />
    </Suspense>
  );
}
