import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Link } from 'react-router';
import { SITE_NAME } from '../../../shared/config';

/** The centred card of the standalone sign-in pages. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(135deg, #1d3b72 0%, #409eff 100%)',
      }}
    >
      <Card style={{ width: 420, maxWidth: '100%', boxShadow: '0 8px 24px rgba(0,0,0,.15)' }}>
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          <Link to="/index" style={{ fontSize: 26, fontWeight: 700, color: '#1f2937' }}>
            {SITE_NAME}
          </Link>
          <div style={{ color: '#6b7280', marginTop: 4 }}>{title}</div>
        </div>
        {children}
      </Card>
    </div>
  );
}
