import { FavoritesPage } from './user-favorites-page';

/** The member's followed 新闻. */
export default function Page() {
  return <FavoritesPage targetType={1} />;
}
