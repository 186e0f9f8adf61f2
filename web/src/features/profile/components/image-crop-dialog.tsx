import 'react-image-crop/dist/ReactCrop.css';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import ReactCrop, { centerCrop, convertToPixelCrop, makeAspectCrop, type Crop, type PixelCrop } from 'react-image-crop';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { CROP_LIMITS, type CropAdjustments } from '@/features/profile/lib/crop-image';

const MIN_CROP_PX = 50;

/** The default selection: a centred circle covering 80% of the shorter side. */
function defaultCrop(width: number, height: number): Crop {
  return centerCrop(makeAspectCrop({ unit: '%', width: 80 }, 1, width, height), width, height);
}

const initialAdjustments: CropAdjustments = {
  scale: CROP_LIMITS.scale.initial,
  rotation: CROP_LIMITS.rotation.initial,
  brightness: CROP_LIMITS.brightness.initial,
  contrast: CROP_LIMITS.contrast.initial,
};

interface ControlProps {
  id: string;
  label: string;
  value: number;
  display: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}

function Control({ id, label, value, display, min, max, step, onChange }: ControlProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label id={`${id}-label`}>{label}</Label>
        <span className="text-xs font-medium text-slate-600 tabular-nums" data-testid={`${id}-value`}>
          {display}
        </span>
      </div>
      <Slider
        aria-labelledby={`${id}-label`}
        thumbLabel={label}
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? value)}
      />
    </div>
  );
}

interface ImageCropDialogProps {
  open: boolean;
  imageSrc: string | null;
  busy?: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the loaded image, the pixel crop and the adjustments. */
  onApply: (image: HTMLImageElement, crop: PixelCrop, adjustments: CropAdjustments) => void;
  onImageError: () => void;
}

/** Seed 000 §2 "Crop dialog", §5: circular, aspect 1, min 50×50, scale/rotation/brightness/contrast. */
export function ImageCropDialog({ open, imageSrc, busy = false, onOpenChange, onApply, onImageError }: ImageCropDialogProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<Crop>();
  const [completedCrop, setCompletedCrop] = useState<PixelCrop>();
  const [adj, setAdj] = useState<CropAdjustments>(initialAdjustments);

  const set = (key: keyof CropAdjustments) => (value: number) => setAdj((a) => ({ ...a, [key]: value }));

  function resetCropToDefault() {
    const img = imgRef.current;
    if (!img || !img.width || !img.height) return;
    const next = defaultCrop(img.width, img.height);
    setCrop(next);
    setCompletedCrop(convertToPixelCrop(next, img.width, img.height));
  }

  function handleOpenChange(next: boolean) {
    if (!next) {
      setCrop(undefined);
      setCompletedCrop(undefined);
      setAdj(initialAdjustments);
    }
    onOpenChange(next);
  }

  const canApply = Boolean(completedCrop && completedCrop.width > 0 && completedCrop.height > 0) && !busy;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto p-5 sm:p-6" data-testid="crop-dialog">
        <DialogHeader>
          <DialogTitle>Crop your photo</DialogTitle>
          <DialogDescription>Drag the circle to frame your face, then adjust and apply.</DialogDescription>
        </DialogHeader>

        <div className="flex justify-center overflow-hidden rounded-xl bg-slate-900/95 p-2">
          {imageSrc && (
            <ReactCrop
              crop={crop}
              onChange={(_px, percent) => setCrop(percent)}
              onComplete={(px) => setCompletedCrop(px)}
              aspect={1}
              circularCrop
              keepSelection
              minWidth={MIN_CROP_PX}
              minHeight={MIN_CROP_PX}
              className="max-h-[40dvh]"
            >
              <img
                ref={imgRef}
                src={imageSrc}
                alt="Your new avatar, to crop"
                onLoad={resetCropToDefault}
                onError={onImageError}
                className="max-h-[40dvh] w-auto"
                style={{
                  transform: `scale(${adj.scale}) rotate(${adj.rotation}deg)`,
                  filter: `brightness(${adj.brightness}%) contrast(${adj.contrast}%)`,
                }}
              />
            </ReactCrop>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Control
            id="crop-scale"
            label="Scale"
            value={adj.scale}
            display={`${adj.scale.toFixed(1)}×`}
            {...CROP_LIMITS.scale}
            onChange={(v) => set('scale')(Math.round(v * 10) / 10)}
          />
          <Control
            id="crop-rotation"
            label="Rotation"
            value={adj.rotation}
            display={`${adj.rotation}°`}
            {...CROP_LIMITS.rotation}
            onChange={set('rotation')}
          />
          <Control
            id="crop-brightness"
            label="Brightness"
            value={adj.brightness}
            display={`${adj.brightness}%`}
            {...CROP_LIMITS.brightness}
            onChange={set('brightness')}
          />
          <Control
            id="crop-contrast"
            label="Contrast"
            value={adj.contrast}
            display={`${adj.contrast}%`}
            {...CROP_LIMITS.contrast}
            onChange={set('contrast')}
          />
        </div>

        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => {
              setAdj(initialAdjustments);
              resetCropToDefault();
            }}
            disabled={busy}
          >
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button
              disabled={!canApply}
              onClick={() => {
                if (imgRef.current && completedCrop) onApply(imgRef.current, completedCrop, adj);
              }}
            >
              {busy && <Spinner className="size-4 text-white" label="Applying" />}
              Apply
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
