import { Modal, message, notification } from 'antd';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** The few UI side effects the request layer needs; the app swaps in App.useApp() instances so theme and locale apply. */
export interface Feedback {
  /** An error message; durationSeconds 0 keeps it until closed. */
  error(content: string, durationSeconds?: number): void;
  /** An error notification titled with the text. */
  notifyError(title: string): void;
  /** Resolves true on OK, false on Cancel. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export interface FeedbackApis {
  message: Pick<typeof message, 'error'>;
  notification: Pick<typeof notification, 'error'>;
  modal: Pick<typeof Modal, 'confirm'>;
}

export function feedbackFrom(apis: FeedbackApis): Feedback {
  return {
    error: (content, durationSeconds = 3) => {
      apis.message.error({ content, duration: durationSeconds });
    },
    notifyError: (title) => {
      apis.notification.error({ title });
    },
    confirm: (options) =>
      new Promise<boolean>((resolve) => {
        apis.modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText,
          cancelText: options.cancelText,
          mask: { closable: false },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  };
}

let current: Feedback = feedbackFrom({ message, notification, modal: Modal });

export function setFeedback(next: Feedback): void {
  current = next;
}

/** Delegates to whatever implementation is installed at call time. */
export const feedback: Feedback = {
  error: (content, durationSeconds) => current.error(content, durationSeconds),
  notifyError: (title) => current.notifyError(title),
  confirm: (options) => current.confirm(options),
};
