import { Camera } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { PixelCrop } from 'react-image-crop';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cropToJpegBlob, readFileAsDataUrl, validateAvatarFile, type CropAdjustments } from '@/features/profile/lib/crop-image';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useUpdateUser } from '@/lib/update-user';
import { getErrorMessage } from '@/lib/api-client';
import { userInitial, type User } from '@/types/api';
import { prefetch, prefetchOnIntent } from '@/lib/prefetch';

// The crop dialog (react-image-crop, a Radix dialog and sliders) is fetched
// once a photo has been chosen, not with the profile page (issue 20).
const loadCropDialog = () => import('@/features/profile/components/image-crop-dialog');
const ImageCropDialog = lazy(() => loadCropDialog().then((m) => ({ default: m.ImageCropDialog })));

function fail(title: string, description?: string) {
  toast({ variant: 'destructive', title, description });
}

/**
 * The profile photo: choose a file (image, ≤ 10 MB), crop it, and save it as
 * a base64 JPEG data URL with PUT /api/users/{id} (seed 000 §2, §4, §5, §8).
 */
export function AvatarEditor({ user }: { user: User }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const updateUser = useUpdateUser();
  const saving = processing || updateUser.isPending;
  const cropWanted = useOpenedOnce(imageSrc !== null);

  async function onFileChange(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = validateAvatarFile(file);
    if (problem) {
      fail(problem);
      return;
    }
    try {
      setImageSrc(await readFileAsDataUrl(file));
    } catch {
      fail('Failed to read image file');
    }
  }

  async function onApply(image: HTMLImageElement, crop: PixelCrop, adjustments: CropAdjustments) {
    setProcessing(true);
    let blob: Blob;
    try {
      blob = await cropToJpegBlob(image, crop, adjustments);
    } catch {
      setProcessing(false);
      fail('Failed to process cropped image');
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readFileAsDataUrl(blob);
    } catch {
      setProcessing(false);
      fail('Failed to upload cropped image');
      return;
    }
    setImageSrc(null);
    setProcessing(false);
    updateUser.mutate(
      { userId: user.id, data: { profileImageUrl: dataUrl } },
      {
        onSuccess: () => toast({ title: 'Profile updated successfully!' }),
        onError: (error) => fail('Failed to save profile image', getErrorMessage(error)),
      },
    );
  }

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <div className="relative shrink-0">
      <Avatar className="size-24 ring-4 ring-white shadow-soft sm:size-28" data-testid="profile-avatar">
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={`${name}'s profile photo`} />}
        <AvatarFallback className="text-3xl">{userInitial(user)}</AvatarFallback>
      </Avatar>
      {saving && (
        <div
          className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/50"
          data-testid="avatar-saving"
        >
          <Spinner className="size-7 text-white" label="Saving photo" />
        </div>
      )}
      <button
        type="button"
        onClick={() => {
          prefetch(loadCropDialog);
          inputRef.current?.click();
        }}
        {...prefetchOnIntent(loadCropDialog)}
        disabled={saving}
        className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full border-2 border-white bg-primary text-white shadow-soft transition-colors hover:bg-primary-hover disabled:opacity-50"
      >
        <Camera aria-hidden="true" className="size-4" />
        <span className="sr-only">Change profile photo</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Profile photo file"
        data-testid="avatar-input"
        onChange={(e) => void onFileChange(e)}
      />
      {cropWanted && (
        <Suspense fallback={null}>
          <ImageCropDialog
            open={imageSrc !== null}
            imageSrc={imageSrc}
            busy={processing}
            onOpenChange={(open) => {
              if (!open) setImageSrc(null);
            }}
            onApply={(img, crop, adj) => void onApply(img, crop, adj)}
            onImageError={() => {
              setImageSrc(null);
              fail('Failed to process image');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
