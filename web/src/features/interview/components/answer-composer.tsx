import { Mic, MicOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { LiveAnalysisPanel } from '@/features/interview/components/live-analysis-panel';
import type { LiveContext } from '@/features/interview/api/real-time-analysis';
import { useLiveAnalysis } from '@/features/interview/hooks/use-live-analysis';
import { appendTranscript, useSpeechRecognition } from '@/features/interview/hooks/use-speech-recognition';
import { cn } from '@/lib/utils';

const UNSUPPORTED = 'Voice input is not supported in this browser. You can type your answer instead.';

/**
 * The answer box of one question: the textarea with its character count,
 * voice input through the browser's speech recognition, and the live
 * analysis. Mount one per question (keyed), so moving on resets them.
 */
export function AnswerComposer({
  value,
  onChange,
  readOnly,
  context,
}: {
  value: string;
  onChange: (next: string | ((previous: string) => string)) => void;
  readOnly: boolean;
  /** The question answered, so the live figures read it as the analysis will. */
  context?: LiveContext;
}) {
  const live = useLiveAnalysis(value, { context });
  // Where the browser has no speech recognition the toggle still works and says so.
  const [fallbackOn, setFallbackOn] = useState(false);
  const speech = useSpeechRecognition({
    onTranscript: (phrase) => onChange((previous) => appendTranscript(previous, phrase)),
    onError: (message) => toast({ title: 'Recording stopped', description: message }),
  });
  const { stop: stopSpeech } = speech;
  // An analysed answer is final: recording stops.
  useEffect(() => {
    if (!readOnly) return;
    stopSpeech();
    setFallbackOn(false);
  }, [readOnly, stopSpeech]);
  const recording = speech.supported ? speech.listening : fallbackOn;

  const toggleVoice = () => {
    if (recording) {
      if (speech.supported) speech.stop();
      else setFallbackOn(false);
      toast({ title: 'Recording stopped' });
      return;
    }
    if (speech.supported && speech.start()) {
      toast({ title: 'Recording started', description: 'Speak your answer: your words are added to the response.' });
      return;
    }
    setFallbackOn(true);
    toast({ title: 'Recording started', description: UNSUPPORTED });
  };

  return (
    <div className="grid gap-4">
      <div>
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor="interview-answer" className="text-sm font-semibold text-slate-900">
            Your response
          </Label>
          <Button
            type="button"
            variant={recording ? 'destructive' : 'outline'}
            size="sm"
            onClick={toggleVoice}
            disabled={readOnly}
            aria-pressed={recording}
            className={cn('h-8', recording && 'animate-pulse')}
          >
            {recording ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {recording ? 'Stop recording' : 'Voice input'}
          </Button>
        </div>
        <Textarea
          id="interview-answer"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={readOnly}
          placeholder="Answer with the STAR method: the Situation, your Task, the Actions you took and the Result, with numbers where you can."
          rows={8}
          className={cn('mt-2 min-h-44 resize-y text-[15px] leading-relaxed', readOnly && 'bg-slate-50 text-slate-700')}
          aria-describedby="interview-answer-count"
        />
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-500">
          <span id="interview-answer-count" data-testid="answer-count" className="tabular-nums">
            {value.length} characters
          </span>
          {recording && speech.supported && (
            <span className="min-w-0 truncate italic text-brand-700" aria-live="polite">
              {speech.interim ? `Listening: ${speech.interim}` : 'Listening…'}
            </span>
          )}
          {recording && !speech.supported && (
            <span className="text-amber-700" role="status">
              {UNSUPPORTED}
            </span>
          )}
        </div>
      </div>
      <LiveAnalysisPanel analysis={live.analysis} pending={live.pending} />
    </div>
  );
}
