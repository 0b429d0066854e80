import { createElement, type ReactNode } from 'react';
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
  message: Pick<typeof message, 'error' | 'destroy'>;
  notification: Pick<typeof notification, 'error'>;
  modal: Pick<typeof Modal, 'confirm'>;
}

/** The one key every persistent message (codes 501, 901) shares: a second one while one is on screen replaces it. */
export const PERSISTENT_MESSAGE_KEY = 'request-persistent-error';

/**
 * The arguments of an error message: timed ones as given; a persistent one (duration 0) under the shared key, so only
 * one is on screen at a time, with a close button since it never goes away by itself.
 */
export function errorMessageArgs(
  content: string,
  durationSeconds: number,
  close: (key: string) => void,
): { content: ReactNode; duration: number; key?: string } {
  if (durationSeconds > 0) return { content, duration: durationSeconds };
  const key = PERSISTENT_MESSAGE_KEY;
  return {
    key,
    duration: 0,
    content: createElement(
      'span',
      { className: 'persistent-message' },
      content,
      createElement(
        'button',
        {
          type: 'button',
          'aria-label': '关闭',
          title: '关闭',
          className: 'persistent-message-close',
          style: { marginLeft: 8, border: 0, background: 'none', cursor: 'pointer', padding: 0, color: 'rgba(0,0,0,.45)' },
          onClick: () => close(key),
        },
        // a plain cross (the icon package would be the home page's only antd code)
        createElement(
          'svg',
          { width: 12, height: 12, viewBox: '0 0 12 12', 'aria-hidden': true, style: { verticalAlign: '-1px' } },
          createElement('path', { d: 'M2 2l8 8M10 2l-8 8', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' }),
        ),
      ),
    ),
  };
}

export function feedbackFrom(apis: FeedbackApis): Feedback {
  return {
    error: (content, durationSeconds = 3) => {
      apis.message.error(errorMessageArgs(content, durationSeconds, (key) => apis.message.destroy(key)));
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
    void import('antd/es/message').then(({ default: message }) =>
      message.error(errorMessageArgs(content, durationSeconds, (key) => message.destroy(key))),
    );
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
