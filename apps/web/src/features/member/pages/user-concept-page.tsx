import { FavoritesPage } from './user-favorites-page';

/** The member's followed 概念. */
export default function Page() {
  return <FavoritesPage targetType={3} />;
}
