// The package list loaded on demand: only a product that is in packages needs it, and it brings its own styles.
import { Suspense } from 'react';
import type { PackageListProps } from './package-list';
import { lazyChunk } from '../registry/lazy-chunk';
import { lazyComponent } from '../registry/lazy-component';

const loadList = lazyChunk(() => import('./package-list'));
const loadCss = lazyChunk(() => import('./package-list.css?inline'));
const loadInjectStyle = lazyChunk(() => import('./inject-style'));

const List = lazyComponent(
  () => Promise.all([loadList(), loadCss(), loadInjectStyle()]),
  ([list, css, style]) => {
    style.injectStyle('package-list', css.default);
    return list.PackageList;
  },
);

export function LazyPackageList(props: PackageListProps) {
  if (!props.packages.length) return null;
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}
