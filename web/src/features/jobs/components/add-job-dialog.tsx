import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAddJob, usePrefillJob, type Prefill } from '@/features/jobs/api/add-job';
import { jobTypeLabel } from '@/features/jobs/lib/format';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useNavigate } from '@/lib/router';
import { isHttpUrl } from '@/lib/urls';
import { z } from '@/lib/zod';

const jobTypes = ['full-time', 'part-time', 'contract'] as const;

const formSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required')),
  company: z.string().check(z.trim(), z.minLength(1, 'Company is required')),
  location: z.string().check(z.trim(), z.minLength(1, 'Location is required')),
  type: z.enum(jobTypes),
  remote: z.boolean(),
  salary: z.string(),
  applyUrl: z.string().check(z.trim(), z.refine((v) => v === '' || isHttpUrl(v), 'Apply URL must be a valid http(s) URL')),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required')),
});
type FormValues = z.infer<typeof formSchema>;

const empty: FormValues = { title: '', company: '', location: '', type: 'full-time', remote: false, salary: '', applyUrl: '', description: '' };

const readFrom: Record<string, string> = {
  'json-ld': 'Read from the page’s job posting data.',
  opengraph: 'Read from the page’s title and summary: check the details.',
  text: 'Read from the text you pasted: check the details.',
};

/**
 * "Add a job you found": paste a posting's link (the server reads it) or
 * its text, check the fields, add it. The job is the user's alone.
 */
export function AddJobDialog({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [posting, setPosting] = useState('');
  const [read, setRead] = useState<Prefill | null>(null);
  const prefill = usePrefillJob();
  const add = useAddJob();
  const navigate = useNavigate();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(empty);
      setPosting('');
      setRead(null);
      prefill.reset();
    }
  };

  const onRead = async () => {
    try {
      const p = await prefill.mutateAsync(posting);
      setRead(p);
      reset({
        title: p.title,
        company: p.company,
        location: p.location,
        type: (jobTypes as readonly string[]).includes(p.type) ? (p.type as FormValues['type']) : 'full-time',
        remote: p.remote,
        salary: p.salary,
        applyUrl: p.applyUrl,
        description: p.description,
      });
    } catch {
      setRead(null);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const job = await add.mutateAsync({
        title: values.title.trim(),
        company: values.company.trim(),
        location: values.location.trim(),
        type: values.type,
        remote: values.remote,
        salary: values.salary.trim() || null,
        description: values.description.trim(),
        requirements: read?.requirements ?? [],
        applyUrl: values.applyUrl.trim() || null,
      });
      toast({ title: 'Job added', description: `${job.title} at ${job.company} is in your job search. Only you can see it.` });
      onOpenChange(false);
      navigate(`/jobs/${job.id}/apply`);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in empty) setError(field as keyof FormValues, { message });
        }
      }
      toast({ variant: 'destructive', title: 'Job not added', description: getErrorMessage(error) });
    }
  });

  const field = (name: 'title' | 'company' | 'location' | 'salary' | 'applyUrl', label: string) => {
    const id = `add-job-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add a job you found</DialogTitle>
            <DialogDescription>
              Paste the posting’s link or its text. The job is yours alone: it appears in your search, and you can save it, apply and track it.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="add-job-posting">Link or text of the posting</Label>
            <Textarea
              id="add-job-posting"
              rows={3}
              value={posting}
              onChange={(e) => setPosting(e.target.value)}
              placeholder="https://… or the posting's text"
              aria-describedby={prefill.isError ? 'add-job-posting-error' : undefined}
            />
            {prefill.isError && (
              <p id="add-job-posting-error" className="text-sm text-destructive" role="alert">
                {getErrorMessage(prefill.error)}
              </p>
            )}
            {read && (
              <p className="text-sm text-muted-foreground" role="status">
                {readFrom[read.from] ?? ''}
              </p>
            )}
            <Button type="button" variant="secondary" className="justify-self-start" disabled={posting.trim() === '' || prefill.isPending} onClick={() => void onRead()}>
              {prefill.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Wand2 aria-hidden="true" />}
              Read posting
            </Button>
          </div>
          <form noValidate onSubmit={onSubmit} className="grid gap-4 border-t pt-4" aria-label="Job details">
            <div className="grid gap-4 sm:grid-cols-2">
              {field('title', 'Job title')}
              {field('company', 'Company')}
              {field('location', 'Location')}
              <div className="grid gap-1.5">
                <Label htmlFor="add-job-type">Job type</Label>
                <Controller
                  control={control}
                  name="type"
                  render={({ field: f }) => (
                    <Select name="type" value={f.value} onValueChange={f.onChange}>
                      <SelectTrigger id="add-job-type">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {jobTypes.map((t) => (
                          <SelectItem key={t} value={t}>
                            {jobTypeLabel(t)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              {field('salary', 'Salary (optional)')}
              {field('applyUrl', 'Apply link (optional)')}
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...register('remote')} />
              Remote
            </label>
            <div className="grid gap-1.5">
              <Label htmlFor="add-job-description">Description</Label>
              <Textarea
                id="add-job-description"
                rows={6}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'add-job-description-error' : undefined}
                {...register('description')}
              />
              {errors.description && (
                <p id="add-job-description-error" className="text-sm text-destructive">
                  {errors.description.message}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
                Add job
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
    </Dialog>
  );
}
