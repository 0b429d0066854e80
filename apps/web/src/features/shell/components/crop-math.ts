/** The square of the source image shown in the cropper's viewport. */
export interface CropRect {
  sx: number;
  sy: number;
  size: number;
}

/**
 * The source square under a square viewport: the image is scaled so its shorter side fills the viewport, times zoom
 * (≥ 1), then moved by (offsetX, offsetY) viewport pixels; the result is clamped inside the image.
 */
export function cropRect(imgW: number, imgH: number, zoom: number, offsetX: number, offsetY: number, view: number): CropRect {
  const z = Math.max(1, zoom);
  const scale = (view / Math.min(imgW, imgH)) * z; // viewport px per image px
  const size = view / scale;
  const cx = imgW / 2 - offsetX / scale;
  const cy = imgH / 2 - offsetY / scale;
  const sx = Math.min(Math.max(0, cx - size / 2), imgW - size);
  const sy = Math.min(Math.max(0, cy - size / 2), imgH - size);
  return { sx, sy, size };
}
