import { message, Modal } from 'antd';
import { createContext, useContext } from 'react';

type ModalApi = ReturnType<typeof Modal.useModal>[0];
type MessageApi = ReturnType<typeof message.useMessage>[0];

export interface PanelUi {
  modal: ModalApi;
  message: MessageApi;
}

export const PanelUiContext = createContext<PanelUi | null>(null);

function usePanelUi(): PanelUi {
  const ui = useContext(PanelUiContext);
  if (!ui) throw new Error('PanelUiContext missing');
  return ui;
}

export const useModalApi = () => usePanelUi().modal;
export const useMessageApi = () => usePanelUi().message;
