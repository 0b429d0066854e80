import { NewsPage } from './news-page';

/** /allNews: news search. */
export default function AllNewsPage() {
  return <NewsPage search />;
}
