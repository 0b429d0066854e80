// The public layout's and its pages' own style sheets, in the entry's CSS file: a server-rendered page is painted
// styled before its JavaScript arrives (docs/decisions/0028). Components still import their sheet too.
import '../layouts/public/public-layout.css';
import '../layouts/public/header/public-header.css';
import '../features/home/pages/home.css';
import '../features/stock/components/article.css';
import '../features/stock/pages/stock-page.css';
import '../shared/phone/phone.css';
import '../shared/lite/lite.css';
import '../features/stock/components/lists.css';
