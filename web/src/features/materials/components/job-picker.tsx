import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { getJobDescription, useJobSources, type JobSource } from '@/lib/job-sources';
import { getErrorMessage } from '@/lib/api-client';

export interface PickedJob {
  jobId: string | null;
  title: string;
  company: string;
  description?: string;
}

/** The draft fields a picked job fills: the job, its title and company and, when it has one, its description. */
export function pickedJobFields(job: PickedJob) {
  return {
    jobId: job.jobId,
    jobTitle: job.title,
    companyName: job.company,
    ...(job.description ? { jobDescription: job.description } : {}),
  };
}

/** Fills title, company and description from a saved job or an application. */
export function JobPicker({ id, userId, onPick }: { id: string; userId: string; onPick: (job: PickedJob) => void }) {
  const { sources } = useJobSources(userId);
  if (sources.length === 0) return null;
  const pick = async (source: JobSource) => {
    let description = source.description;
    if (!description && source.jobId) {
      try {
        description = await getJobDescription(source.jobId);
      } catch (error) {
        toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
      }
    }
    onPick({ jobId: source.jobId, title: source.title, company: source.company, description: description || undefined });
  };
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>Fill from a saved job or application</Label>
      <Select
        onValueChange={(key) => {
          const source = sources.find((s) => s.key === key);
          if (source) void pick(source);
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue placeholder="Choose a job…" />
        </SelectTrigger>
        <SelectContent>
          {sources.map((s) => (
            <SelectItem key={s.key} value={s.key}>
              {s.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
