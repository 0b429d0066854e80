import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * The vertical field list of a panel section: small controls, each under its label (as a vertical antd Form looked).
 * Not antd's Form: a Form.Item builds a grid row and columns and its own style sheet for every field, and the process
 * section alone has eight fields, all built while a diagram is opened (docs/decisions/0012). Dialog forms, which validate
 * several fields together, still use antd's Form.
 */
export function PanelForm({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider componentSize="small">
      <div className="gprs-panel-form">{children}</div>
    </ConfigProvider>
  );
}

export interface PanelFieldProps {
  label: ReactNode;
  /** shows the red asterisk; the check itself belongs to the field's commit */
  required?: boolean;
  /** shown under the control in the error colour (give the control `status="error"` as well) */
  error?: string;
  children: ReactNode;
}

export function PanelField({ label, required, error, children }: PanelFieldProps) {
  return (
    <div className="gprs-panel-field">
      <div className="gprs-panel-field__label">
        {required && (
          <span className="gprs-panel-field__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </div>
      {children}
      {error && (
        <div className="gprs-panel-field__help" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
