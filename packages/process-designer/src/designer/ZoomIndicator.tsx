import { useEffect, useState } from 'react';

interface EventBusLike {
  on: (event: string, callback: (event: { viewbox: { scale: number } }) => void) => void;
  off: (event: string, callback: (event: { viewbox: { scale: number } }) => void) => void;
}

interface ModelerLike {
  get: <T>(name: string) => T;
}

/** A canvas scale rounded to two decimals, as the toolbar shows and steps it. */
export const roundZoom = (scale: number) => Math.round(scale * 100) / 100;

/** The toolbar's zoom percentage; it listens to the canvas itself, so zooming re-renders only this label. */
export function ZoomIndicator({ modeler }: { modeler: ModelerLike | null }) {
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    if (!modeler) return undefined;
    const eventBus = modeler.get<EventBusLike>('eventBus');
    const onViewbox = (event: { viewbox: { scale: number } }) => setZoom(roundZoom(event.viewbox.scale));
    eventBus.on('canvas.viewbox.changed', onViewbox);
    return () => eventBus.off('canvas.viewbox.changed', onViewbox);
  }, [modeler]);
  return (
    <span className="gprs-process-designer__zoom" aria-label="缩放比例">
      {Math.round(zoom * 100)}%
    </span>
  );
}
