export { PHONE_QUERY, usePhone } from './use-phone';
export { keyOfColumn, phoneFigure, pickPhoneColumns, type PhoneColumnSpec } from './column-set';
export { usePhoneTable, type PhoneTableOptions } from './phone-table';
