import type { PixelCrop } from 'react-image-crop';

/** Seed 000 §5: crop controls and their ranges. */
export const CROP_LIMITS = {
  scale: { min: 0.5, max: 3, step: 0.1, initial: 1 },
  rotation: { min: -180, max: 180, step: 1, initial: 0 },
  brightness: { min: 50, max: 150, step: 5, initial: 100 },
  contrast: { min: 50, max: 150, step: 5, initial: 100 },
} as const;

/** Avatars: at most 10 MB in; a JPEG at quality 0.9, at most 512×512 px, out. */
export const MAX_AVATAR_FILE_BYTES = 10 * 1024 * 1024;
export const AVATAR_OUTPUT_MAX_PX = 512;
export const AVATAR_JPEG_QUALITY = 0.9;

export interface CropAdjustments {
  scale: number;
  rotation: number;
  brightness: number;
  contrast: number;
}

/** Seed 000 §5/§8: 'Please select an image file', 'Image size should be less than 10MB', else null. */
export function validateAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size > MAX_AVATAR_FILE_BYTES) return 'Image size should be less than 10MB';
  return null;
}

/** The output size for a crop of `w`×`h` source pixels, scaled down to fit `max`. */
export function outputSize(w: number, h: number, max = AVATAR_OUTPUT_MAX_PX): { width: number; height: number } {
  const ratio = Math.min(1, max / Math.max(w, h, 1));
  return { width: Math.max(1, Math.round(w * ratio)), height: Math.max(1, Math.round(h * ratio)) };
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data')));
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Draws the crop of `image` (as shown on screen, with its scale, rotation,
 * brightness and contrast) onto a canvas no larger than 512×512 and returns
 * it as a JPEG blob at quality 0.9.
 */
export function cropToJpegBlob(image: HTMLImageElement, crop: PixelCrop, adj: CropAdjustments): Promise<Blob> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const srcW = crop.width * scaleX;
  const srcH = crop.height * scaleY;
  const { width, height } = outputSize(srcW, srcH);

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No 2d context'));

  // JPEG has no transparency: start from white so rotated corners are not black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.scale(width / srcW, height / srcH);
  ctx.imageSmoothingQuality = 'high';
  ctx.filter = `brightness(${adj.brightness}%) contrast(${adj.contrast}%)`;

  const centerX = image.naturalWidth / 2;
  const centerY = image.naturalHeight / 2;
  ctx.translate(-crop.x * scaleX, -crop.y * scaleY);
  ctx.translate(centerX, centerY);
  ctx.rotate((adj.rotation * Math.PI) / 180);
  ctx.scale(adj.scale, adj.scale);
  ctx.translate(-centerX, -centerY);
  ctx.drawImage(image, 0, 0, image.naturalWidth, image.naturalHeight);

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas is empty'))), 'image/jpeg', AVATAR_JPEG_QUALITY);
  });
}
