import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appendTranscript,
  useSpeechRecognition,
  type SpeechRecognitionLike,
} from '@/features/interview/hooks/use-speech-recognition';

class FakeRecognition implements SpeechRecognitionLike {
  static last: FakeRecognition | null = null;
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();
  constructor() {
    FakeRecognition.last = this;
  }
}

function result(transcript: string, isFinal: boolean) {
  return Object.assign([{ transcript }], { isFinal });
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
  FakeRecognition.last = null;
});

describe('useSpeechRecognition', () => {
  it('reports no support where the browser has no speech recognition', () => {
    const { result: hook } = renderHook(() => useSpeechRecognition({ onTranscript: vi.fn() }));
    expect(hook.current.supported).toBe(false);
    let started = true;
    act(() => {
      started = hook.current.start();
    });
    expect(started).toBe(false);
    expect(hook.current.listening).toBe(false);
  });

  it('passes finished phrases on and shows the phrase in progress', () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const onTranscript = vi.fn();
    const { result: hook } = renderHook(() => useSpeechRecognition({ onTranscript }));
    expect(hook.current.supported).toBe(true);
    act(() => {
      hook.current.start();
    });
    const recognition = FakeRecognition.last!;
    expect(recognition.start).toHaveBeenCalled();
    expect(recognition.continuous).toBe(true);
    expect(hook.current.listening).toBe(true);
    act(() => {
      recognition.onresult?.({ resultIndex: 0, results: [result('I led the team ', true), result('and we', false)] });
    });
    expect(onTranscript).toHaveBeenCalledWith('I led the team');
    expect(hook.current.interim).toBe('and we');
    act(() => hook.current.stop());
    expect(recognition.stop).toHaveBeenCalled();
    expect(hook.current.listening).toBe(false);
  });

  it('stops and explains an error', () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const onError = vi.fn();
    const { result: hook } = renderHook(() => useSpeechRecognition({ onTranscript: vi.fn(), onError }));
    act(() => {
      hook.current.start();
    });
    act(() => FakeRecognition.last!.onerror?.({ error: 'not-allowed' }));
    expect(hook.current.listening).toBe(false);
    expect(onError).toHaveBeenCalledWith('Microphone access was blocked. Allow it in your browser to answer by voice.');
  });
});

describe('appendTranscript', () => {
  it('adds a phrase with one space', () => {
    expect(appendTranscript('', 'Hello')).toBe('Hello');
    expect(appendTranscript('I led', 'the team')).toBe('I led the team');
    expect(appendTranscript('I led ', 'the team')).toBe('I led the team');
    expect(appendTranscript('I led', '  ')).toBe('I led');
  });
});
