// The public layout's and its pages' own style sheets, in the entry's CSS file: a server-rendered page is painted
// styled before its JavaScript arrives (docs/decisions/0028), and no sheet is fetched after it (a late sheet restyles
// the whole page in one long task, decision 0047; e2e/bundle-budget checks it). Components still import their sheet
// too. A public page's new sheet belongs here.
import '../layouts/public/public-layout.css';
import '../layouts/public/header/public-header.css';
import '../layouts/public/tab-bar/tab-bar.css';
import '../features/home/pages/home.css';
import '../features/stock/components/article.css';
import '../features/stock/components/lists.css';
import '../features/stock/components/order-book.css';
import '../features/stock/components/stock-table.css';
import '../features/stock/pages/stock-page.css';
import '../features/stock/pages/limit-up-page.css';
import '../features/stock/pages/concept-page.css';
import '../features/stock/pages/search-page.css';
import '../shared/market/hot-bits.css';
import '../shared/market/watch-toggle.css';
import '../shared/phone/phone.css';
import '../shared/lite/lite.css';
