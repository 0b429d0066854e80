import { createContext, useContext } from 'react';
import type { DesignerDelegate } from '../model/delegate';

/** The built-in delegates the host offers for service and send tasks (ProcessDesigner's `delegates`). */
export const DelegatesContext = createContext<readonly DesignerDelegate[]>([]);
export const useDelegates = () => useContext(DelegatesContext);
