import { blogByTopic } from '@ankvidya/content/lazy';
import { useEffect } from 'react';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { AppLink } from '@/shared/ui/AppLink';
import { Img } from '@/shared/ui/Img';

export default function BlogIndexPage() {
  const ui = useContent('ui');
  const blog = useContent('blog');
  const groups = blogByTopic(blog.entries);

  useEffect(() => {
    window.scrollTo(0, 0);
    track('page_view', '/blog');
  }, []);

  return (
    <div className="container blog-index">
      <Seo title={blog.index.title} description={blog.index.description} path="/blog" />
      <h1>{blog.index.title}</h1>
      <p className="lead">{blog.index.intro}</p>
      <nav className="blog-topics" aria-labelledby="blog-topics-title">
        <h2 id="blog-topics-title">{blog.index.topicsHeading}</h2>
        <ul>
          {groups.map(({ topic, entries }) => (
            <li key={topic}>
              <a href={`#topic-${topic}`}>{blog.index.topics[topic]}</a> ({entries.length})
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ topic, entries }) => (
        <section key={topic} id={`topic-${topic}`} aria-labelledby={`topic-${topic}-title`}>
          <h2 id={`topic-${topic}-title`} className="blog-topic__title">
            {blog.index.topics[topic]}
          </h2>
          <ul className="post-list">
            {entries.map((entry) => (
              <li key={entry.path} className="post-card">
                <Img
                  name={entry.image}
                  alt={entry.imageAlt}
                  width={640}
                  height={360}
                  className="post-card__image"
                />
                <div>
                  <h3>
                    <AppLink to={entry.path} className="stretched-link">
                      {entry.title}
                    </AppLink>
                  </h3>
                  <p>{entry.intro}</p>
                  <p className="post-card__more" aria-hidden="true">
                    {ui.blog.readArticle}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
