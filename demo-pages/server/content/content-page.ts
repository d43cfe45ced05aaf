/** The content page (issue 17) at the legacy information route, and the interactive garage mount every page may carry. */
import { gridHeight, gridRows } from '../../../src/lib/image-grid-rows';
import { cssRatio } from '../../../src/lib/aspect-ratio';
import {
  BLOG_POSTS,
  CATEGORY_GRID,
  CONTENT_INFORMATION_ID,
  CUSTOM_FORMS,
  GALLERY_GRID,
  MAIN_BANNER,
  SECOND_BANNER,
  VIDEOS,
} from './content-data';
import { esc, mount } from '../core/html';
import { HttpError } from '../core/http';
import type { Context } from '../core/router';
import { renderPage } from '../core/page-frame';

/** The space a module takes, reserved in the page so it never shifts what follows when it mounts (CLS 0). */
function bannerSlot(props: typeof MAIN_BANNER | typeof SECOND_BANNER, strategy?: 'visible'): string {
  const style = `--ratio:${cssRatio(props.banner_ratio)};--mobile-ratio:${cssRatio(props.banner_mobile_ratio)}`;
  return `<div class="content-reserve content-reserve--fill content-reserve--banner" style="${esc(style)}">${mount('banner', { props, strategy })}</div>`;
}

function gridSlot(props: typeof GALLERY_GRID | typeof CATEGORY_GRID): string {
  const rows = gridRows(
    props.images.map((i) => i.width),
    props.row_image_count,
  ).length;
  return `<div class="content-reserve" style="min-height:${gridHeight(rows)}px">${mount('image-grid', { props, strategy: 'visible' })}</div>`;
}

function videoSlot(props: (typeof VIDEOS)[keyof typeof VIDEOS]): string {
  return `<div class="content-reserve content-reserve--fill content-reserve--video" style="max-width:${props.width}px">${mount('video', { props, strategy: 'visible' })}</div>`;
}

/**
 * The blog's first page as empty cards of the island's exact size (3, 2 or 1 per row, the status line and Show More),
 * so the list mounting when scrolled to moves nothing. The forms, at the end of the page, mount when the browser is
 * idle: still off screen, so their height moves nothing the shopper sees.
 */
const BLOG_SKELETON = `<div class="blog-skeleton" aria-hidden="true"><ul>${'<li><div></div><p></p></li>'.repeat(9)}</ul><p></p><div></div></div>`;

/** /information/information?information_id=4: every content module (spec 3 §2 "Content modules"). */
export function informationPage(ctx: Context): void {
  if (Number(ctx.query.get('information_id')) !== CONTENT_INFORMATION_ID) throw new HttpError(404, 'Not found.');
  const [contact, service, sweepstakes] = CUSTOM_FORMS;
  const entered =
    ctx.query.get('entered') === '1'
      ? '<p class="alert alert-success" role="status">Thanks for entering! Winners are drawn on the first of the month.</p>'
      : '';
  renderPage(ctx, {
    title: 'Parts & Projects',
    breadcrumb: [['Home', '/'], ['Parts & Projects']],
    body: `<h1>Parts &amp; Projects</h1>
${entered}
<p>Ideas, how-tos and offers from the Summit Parts crew.</p>
<section aria-labelledby="featured-heading"><h2 id="featured-heading" class="sr-only">Featured</h2>
${bannerSlot(MAIN_BANNER)}
</section>
<section aria-labelledby="gallery-heading"><h2 id="gallery-heading">Inside Our Dublin Store</h2>
${gridSlot(GALLERY_GRID)}
</section>
<section aria-labelledby="offers-heading"><h2 id="offers-heading">Seasonal Offers</h2>
${bannerSlot(SECOND_BANNER, 'visible')}
</section>
<section aria-labelledby="categories-heading"><h2 id="categories-heading">Shop by Category</h2>
${gridSlot(CATEGORY_GRID)}
</section>
<section aria-labelledby="videos-heading"><h2 id="videos-heading">Videos</h2>
<div class="content-videos">
${videoSlot(VIDEOS.youtube)}
${videoSlot(VIDEOS.file)}
</div>
</section>
<section aria-labelledby="blog-heading"><h2 id="blog-heading">From the Blog</h2>
${mount('blog', { props: { posts: BLOG_POSTS, label: 'Blog posts' }, strategy: 'visible', fallback: BLOG_SKELETON })}
</section>
<section aria-labelledby="forms-heading" class="content-forms"><h2 id="forms-heading">Get in Touch</h2>
${mount('custom-form', { props: contact, strategy: 'idle' })}
${mount('custom-form', { props: service, strategy: 'idle' })}
${mount('custom-form', { props: sweepstakes, strategy: 'idle' })}
</section>`,
  });
}
