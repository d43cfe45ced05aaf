import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { NumberishSchema } from '../../src/schemas/flag';
import css from './blog.css?inline';

/** Spec 3 §9: blog page size 9. */
export const BLOG_PAGE_SIZE = 9;

/** Blog (spec 3 §3): id, title, url, image, date, category, text_color. */
const PostSchema = v.object({
  id: v.union([v.string(), v.number()]),
  title: v.string(),
  url: v.string(),
  image: v.optional(v.string(), ''),
  date: v.optional(v.string(), ''),
  category: v.optional(v.string(), ''),
  text_color: v.optional(v.string(), ''),
});

const PropsSchema = v.object({
  posts: v.array(PostSchema),
  page_size: v.optional(v.pipe(NumberishSchema, v.integer(), v.minValue(1)), BLOG_PAGE_SIZE),
  label: v.optional(v.string(), 'Blog posts'),
});

type Props = v.InferOutput<typeof PropsSchema>;

/** Spec 3 §2: blog links go to /{url} (an absolute address stays as it is). */
export const postHref = (url: string) => (/^(https?:)?\//.test(url) ? url : `/${url}`);

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function dateText(date: string): string {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(ms) ? date : DATE.format(ms);
}

function Blog({ posts, page_size, label }: Props) {
  const [shown, setShown] = useState(Math.min(page_size, posts.length));
  const firstNew = useRef<HTMLAnchorElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    focusFrom.current = null;
    firstNew.current?.focus();
  }, [shown]);

  const more = () => {
    focusFrom.current = shown;
    setShown((n) => Math.min(posts.length, n + page_size));
  };

  return (
    <div className="pi-blog">
      <ul className="pi-blog__list" aria-label={label}>
        {posts.slice(0, shown).map((post, i) => (
          <li key={post.id} className="pi-blog__post" style={post.text_color ? { color: post.text_color } : undefined}>
            <div className="pi-blog__media">
              {post.image ? <img src={post.image} alt="" width={480} height={270} loading="lazy" /> : null}
            </div>
            <div className="pi-blog__body">
              {post.category ? <p className="pi-blog__category">{post.category}</p> : null}
              <h3 className="pi-blog__title">
                <a ref={i === focusFrom.current ? firstNew : undefined} href={postHref(post.url)}>
                  {post.title}
                </a>
              </h3>
              {post.date ? (
                <p className="pi-blog__date">
                  <time dateTime={post.date}>{dateText(post.date)}</time>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="pi-blog__status" role="status">
        Showing {shown} of {posts.length} posts
      </p>
      {shown < posts.length ? (
        <div className="pi-blog__more">
          <button type="button" className="pi-blog__button" onClick={more}>
            Show More
          </button>
        </div>
      ) : null}
    </div>
  );
}

export default defineIsland({ tier: 'deferred', props: PropsSchema, Component: Blog, css });
