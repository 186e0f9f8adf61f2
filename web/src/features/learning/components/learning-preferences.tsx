import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import type { LearningProgress } from '@/features/learning/api/get-learning-progress';
import { useUpdatePreferences } from '@/features/learning/api/update-preferences';
import {
  learningStyleLabels,
  learningStyles,
  paces,
  type LearningStyle,
  type Pace,
} from '@/features/learning/lib/learning';
import { getErrorMessage } from '@/lib/api-client';

/** Learning Preferences: the four styles and the pace (seed 001 §9). */
export function LearningPreferencesCard({ progress }: { progress: LearningProgress }) {
  const update = useUpdatePreferences();
  const style = (update.isPending ? update.variables.learningStyle : progress.learningStyle) as LearningStyle;
  const pace = (update.isPending && update.variables.preferredPace ? update.variables.preferredPace : progress.preferredPace) as Pace;

  const save = (learningStyle: LearningStyle, preferredPace: Pace) =>
    update.mutate(
      { learningStyle, preferredPace },
      {
        onSuccess: () => toast({ title: 'Preferences Updated', description: 'Your recommendations now follow your preferences.' }),
        onError: (e) => toast({ title: 'Error', description: getErrorMessage(e), variant: 'destructive' }),
      },
    );

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Learning Preferences</CardTitle>
        <CardDescription>Recommendations follow how you like to learn.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">Learning style</legend>
          <RadioGroup value={style} onValueChange={(v) => save(v as LearningStyle, pace)} aria-label="Learning style">
            {learningStyles.map((s) => (
              <Label
                key={s}
                htmlFor={`style-${s}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50"
              >
                <RadioGroupItem value={s} id={`style-${s}`} className="mt-0.5" />
                <span>
                  <span className="block text-sm font-medium">{learningStyleLabels[s].label}</span>
                  <span className="block text-xs font-normal text-slate-600">{learningStyleLabels[s].hint}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        </fieldset>
        <div>
          <Label htmlFor="learning-pace" className="mb-2 block">
            Pace
          </Label>
          <Select value={pace} onValueChange={(v) => save(style, v as Pace)}>
            <SelectTrigger id="learning-pace" aria-label="Pace">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {paces.map((p) => (
                <SelectItem key={p} value={p} className="capitalize">
                  {p.charAt(0).toUpperCase() + p.slice(1)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}
