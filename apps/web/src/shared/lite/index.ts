// The public pages' light kit (docs/decisions/0034). Its sheet, lite.css, is in the entry's CSS (app/public-styles).
export { Button, Card, Chips, Empty, Notice, Skeleton, Stack, Statistic, Tag, cx, type TagColor } from './basics';
export { RadioButtons, Segmented, Tabs, type ChoiceItem } from './choice';
export { LiteTable, type Column, type LiteTableProps, type SortState } from './table';
export { Pager, pageWindow } from './pager';
export { SearchBox } from './fields';
export { PhoneSort } from './phone-sort';
