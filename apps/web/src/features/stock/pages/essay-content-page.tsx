import { useSearchParams } from 'react-router';
import { Card } from '../../../shared/lite';
import { ArticleView, articleParams } from '../components/article-view';

/** /essayContent?id= (or ?type=record&id=): one essay (plain elements: docs/decisions/0034). */
export default function EssayContentPage() {
  const [params] = useSearchParams();
  const { type, id } = articleParams(params);
  return (
    <Card style={{ maxWidth: 880, margin: '0 auto' }}>
      <ArticleView type={type === 'news' ? 'essay' : type} id={id} />
    </Card>
  );
}
