// The package list loaded on demand: only a product that is in packages needs it, and it brings its own styles.
import { lazy, Suspense } from 'react';
import type { PackageListProps } from './package-list';

const List = lazy(() =>
  Promise.all([import('./package-list'), import('./package-list.css?inline'), import('./inject-style')]).then(
    ([list, css, style]) => {
      style.injectStyle('package-list', css.default);
      return { default: list.PackageList };
    },
  ),
);

export function LazyPackageList(props: PackageListProps) {
  if (!props.packages.length) return null;
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}
