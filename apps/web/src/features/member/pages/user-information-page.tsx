import { FavoritesPage } from './user-favorites-page';

/** The member's followed 快讯. */
export default function Page() {
  return <FavoritesPage targetType={2} />;
}
