import { useLocation } from 'react-router';
import { BlogArticle } from '@/features/blog/components/BlogArticle';
import { useContent } from '@/shared/content/content';
import { normalizePath } from '../routes';
import NotFoundPage from './not-found';

export default function BlogArticlePage() {
  const blog = useContent('blog');
  const path = normalizePath(useLocation().pathname);
  const entry = blog.entries.find((e) => e.path === path);
  if (!entry) return <NotFoundPage />;
  return (
    <BlogArticle
      key={entry.path}
      entry={entry}
      others={blog.entries.filter((e) => e.path !== path)}
    />
  );
}
