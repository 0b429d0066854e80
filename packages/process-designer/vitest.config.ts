import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// bpmn-js needs real SVG layout (getBBox, SVGMatrix, text metrics), so the tests run in Debian Chromium.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineProject({
  optimizeDeps: {
    include: ['bpmn-js/lib/Modeler', 'bpmn-js/lib/Viewer', 'bpmn-js-token-simulation', 'bpmn-moddle', 'react', 'react-dom', 'react-dom/client', 'antd', '@ant-design/icons', '@uiw/react-codemirror', '@codemirror/lang-xml', '@codemirror/lang-json', '@testing-library/react'],
  },
  test: {
    name: 'process-designer',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
