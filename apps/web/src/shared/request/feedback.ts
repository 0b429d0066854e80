import type { Modal, message, notification } from 'antd';

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
    confirm: (options) => askConfirm(apis.modal, options),
  };
}

function askConfirm(modal: FeedbackApis['modal'], options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      mask: { closable: false },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * Until an antd <App> is mounted (the home page has none, to keep its bundle small) the static antd APIs are used,
 * loaded on first need.
 */
const staticFeedback: Feedback = {
  error: (content, durationSeconds = 3) => {
    void import('antd/es/message').then(({ default: message }) => message.error({ content, duration: durationSeconds }));
  },
  notifyError: (title) => {
    void import('antd/es/notification').then(({ default: notification }) => notification.error({ title }));
  },
  confirm: (options) => import('antd/es/modal').then(({ default: modal }) => askConfirm(modal, options)),
};

/** Installed implementations, innermost (last mounted) last; the static one when none is. */
const installed: Feedback[] = [];
const current = (): Feedback => installed.at(-1) ?? staticFeedback;

/** Routes feedback through `next` until the returned function is called (an antd <App> mounting / unmounting). */
export function installFeedback(next: Feedback): () => void {
  installed.push(next);
  return () => {
    const i = installed.lastIndexOf(next);
    if (i >= 0) installed.splice(i, 1);
  };
}

/** Delegates to whatever implementation is installed at call time. */
export const feedback: Feedback = {
  error: (content, durationSeconds) => current().error(content, durationSeconds),
  notifyError: (title) => current().notifyError(title),
  confirm: (options) => current().confirm(options),
};
