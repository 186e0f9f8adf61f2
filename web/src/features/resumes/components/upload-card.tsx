import { CheckCircle2, FileUp, TriangleAlert, Upload } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { useImportLinkedIn, type LinkedInImport } from '@/features/resumes/api/import-linkedin';
import { useUploadResume, type UploadedResume } from '@/features/resumes/api/upload-resume';
import {
  hasAcceptedExtension,
  importedSummary,
  LINKEDIN_ACCEPT,
  MAX_UPLOAD_BYTES,
  RESUME_ACCEPT,
  UploadError,
} from '@/features/resumes/lib/upload';
import { FileDrop } from '@/features/resumes/components/file-drop';
import { cn } from '@/lib/utils';

function uploadDetail(error: unknown): string {
  if (error instanceof UploadError) return error.detail;
  return error instanceof Error ? error.message : '';
}

/**
 * The Upload Resume card (seed 001 §2.5): a PDF/DOC/DOCX resume, and a
 * LinkedIn data export (.zip or .csv) with how to get one.
 */
export function UploadCard({
  userId,
  onResumeUploaded,
  onLinkedInImported,
}: {
  userId: string;
  onResumeUploaded: (result: UploadedResume, fileName: string) => void;
  onLinkedInImported: (result: LinkedInImport) => void;
}) {
  const upload = useUploadResume();
  const linkedin = useImportLinkedIn();
  const [resumeProgress, setResumeProgress] = useState<number | null>(null);
  const [resumeError, setResumeError] = useState('');
  const [resumeDone, setResumeDone] = useState('');
  const [linkedinProgress, setLinkedinProgress] = useState<number | null>(null);
  const [linkedinError, setLinkedinError] = useState('');
  const [linkedinResult, setLinkedinResult] = useState<LinkedInImport | null>(null);

  const onResumeFile = async (file: File) => {
    setResumeError('');
    setResumeDone('');
    if (!hasAcceptedExtension(file.name, RESUME_ACCEPT) || file.size > MAX_UPLOAD_BYTES) {
      toast({ variant: 'destructive', title: 'Upload Failed', description: 'Failed to process the uploaded file. Please try again.' });
      setResumeError(
        file.size > MAX_UPLOAD_BYTES ? 'The file is larger than 10 MB.' : 'Choose a PDF, DOC or DOCX file.',
      );
      return;
    }
    setResumeProgress(0);
    try {
      const result = await upload.mutateAsync({ file, userId, onProgress: setResumeProgress });
      onResumeUploaded(result, file.name);
      setResumeDone(file.name);
      toast({ title: 'Resume Uploaded Successfully', description: `${file.name} was read and your resume was filled in.` });
    } catch (error) {
      console.error(error);
      setResumeError(uploadDetail(error));
      toast({ variant: 'destructive', title: 'Upload Failed', description: 'Failed to process the uploaded file. Please try again.' });
    } finally {
      setResumeProgress(null);
    }
  };

  const onLinkedInFile = async (file: File) => {
    setLinkedinError('');
    setLinkedinResult(null);
    const failed = (detail: string) => {
      setLinkedinError(detail);
      toast({
        variant: 'destructive',
        title: 'LinkedIn Import Failed',
        description: "Unable to process LinkedIn file. Please ensure it's a valid LinkedIn export.",
      });
    };
    if (!hasAcceptedExtension(file.name, LINKEDIN_ACCEPT) || file.size > MAX_UPLOAD_BYTES) {
      failed(file.size > MAX_UPLOAD_BYTES ? 'The file is larger than 10 MB.' : 'Choose the .zip LinkedIn sent you, or one .csv file from it.');
      return;
    }
    setLinkedinProgress(0);
    try {
      const result = await linkedin.mutateAsync({ file, userId, onProgress: setLinkedinProgress });
      onLinkedInImported(result);
      setLinkedinResult(result);
      const summary = importedSummary(result.imported);
      toast({
        title: 'LinkedIn Import Successful',
        description: summary.length ? `Imported ${summary.join(', ')}.` : 'Your LinkedIn data filled in your resume.',
      });
    } catch (error) {
      console.error(error);
      failed(uploadDetail(error));
    } finally {
      setLinkedinProgress(null);
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Upload aria-hidden="true" className="size-5 text-brand-600" />
        Upload Resume
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Start from the resume you already have: we read it and fill the editor.</p>

      <FileDrop
        className="mt-4"
        accept={RESUME_ACCEPT}
        inputLabel="Resume file (PDF, DOC or DOCX)"
        buttonLabel="Choose Resume File"
        icon={<FileUp aria-hidden="true" className="size-6" />}
        title="PDF, DOC or DOCX"
        subtitle="Up to 10 MB. Drop the file here or choose it."
        busy={resumeProgress !== null}
        onFile={(f) => void onResumeFile(f)}
      />
      <UploadStatus
        progress={resumeProgress}
        progressLabel="Uploading resume"
        error={resumeError}
        done={resumeDone ? `Read ${resumeDone}. Check the editor and save.` : ''}
      />

      <div className="mt-6 border-t border-border pt-5">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <LinkedInMark className="size-4" />
          Import LinkedIn Data
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600" aria-label="How to export your LinkedIn data">
          <li>
            On LinkedIn, open <span className="font-medium text-slate-800">Settings &amp; Privacy</span> →{' '}
            <span className="font-medium text-slate-800">Data privacy</span>.
          </li>
          <li>
            Choose <span className="font-medium text-slate-800">Get a copy of your data</span>.
          </li>
          <li>Pick the files you want (Profile, Positions, Education, Skills) or the full archive, and request it.</li>
          <li>When LinkedIn e-mails you that it is ready, download the ZIP.</li>
          <li>Upload the ZIP here. A single CSV such as Positions.csv also works.</li>
        </ol>
        <FileDrop
          className="mt-4"
          accept={LINKEDIN_ACCEPT}
          inputLabel="LinkedIn export file (.zip or .csv)"
          buttonLabel="Choose LinkedIn File"
          icon={<LinkedInMark className="size-6" />}
          title=".zip or .csv"
          subtitle="The export LinkedIn e-mailed you."
          busy={linkedinProgress !== null}
          onFile={(f) => void onLinkedInFile(f)}
        />
        <UploadStatus progress={linkedinProgress} progressLabel="Uploading LinkedIn data" error={linkedinError} done="" />
        {linkedinResult && <LinkedInSummary result={linkedinResult} />}
      </div>
    </Card>
  );
}

/** LinkedIn's "in" mark (lucide has no brand icons). */
function LinkedInMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex items-center justify-center rounded-[4px] bg-[#0a66c2] text-[0.6em] leading-none font-bold text-white',
        className,
      )}
    >
      <span className="text-[10px]">in</span>
    </span>
  );
}

function UploadStatus({
  progress,
  progressLabel,
  error,
  done,
}: {
  progress: number | null;
  progressLabel: string;
  error: string;
  done: string;
}) {
  if (progress !== null) {
    return (
      <div className="mt-3 grid gap-1.5" aria-live="polite">
        <div className="flex justify-between text-xs text-slate-600">
          <span>{progress < 100 ? `${progressLabel}...` : 'Reading the file...'}</span>
          <span className="tabular-nums">{progress}%</span>
        </div>
        <Progress value={progress} aria-label={progressLabel} />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {error}
      </p>
    );
  }
  if (done) {
    return (
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-700">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {done}
      </p>
    );
  }
  return null;
}

function LinkedInSummary({ result }: { result: LinkedInImport }) {
  const summary = importedSummary(result.imported);
  return (
    <div className="mt-3 grid gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="linkedin-summary">
      <p className="flex items-start gap-2">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {summary.length ? `Imported ${summary.join(', ')}.` : 'Imported your LinkedIn data.'}
      </p>
      {result.warnings.length > 0 && (
        <ul className="grid gap-1 text-amber-800">
          {result.warnings.map((w) => (
            <li key={w} className="flex items-start gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {w}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
