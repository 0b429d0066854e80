export { PHONE_QUERY, usePhone } from './use-phone';
export { keyOfColumn, phoneFigure, pickPhoneColumns, sortOptions, type PhoneColumnSpec } from './column-set';
export { usePhoneTable, type PhoneTableOptions } from './phone-table';
export { PhoneSortPicker, type SortValue } from './phone-sort';
