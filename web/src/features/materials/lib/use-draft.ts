import { useCallback, useEffect, useReducer, useRef } from 'react';

type Action<T> = { type: 'set'; field: keyof T; value: T[keyof T] } | { type: 'merge'; values: Partial<T> };

function reducer<T>(state: T, action: Action<T>): T {
  return action.type === 'set' ? { ...state, [action.field]: action.value } : { ...state, ...action.values };
}

/**
 * A form draft in a reducer. `prefill` is merged once when it arrives (the
 * user's profile), into the fields the user has not typed in yet.
 */
export function useDraft<T extends object>(initial: T, prefill: Partial<T> | undefined) {
  const [draft, dispatch] = useReducer(reducer<T>, initial);
  const touched = useRef(new Set<keyof T>());
  const filled = useRef(false);
  useEffect(() => {
    if (!prefill || filled.current) return;
    filled.current = true;
    const values: Partial<T> = {};
    for (const [k, v] of Object.entries(prefill) as [keyof T, T[keyof T]][]) {
      if (!touched.current.has(k) && v !== undefined && v !== '') values[k] = v;
    }
    dispatch({ type: 'merge', values });
  }, [prefill]);
  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    touched.current.add(field);
    dispatch({ type: 'set', field, value });
  }, []);
  const merge = useCallback((values: Partial<T>) => {
    for (const k of Object.keys(values) as (keyof T)[]) touched.current.add(k);
    dispatch({ type: 'merge', values });
  }, []);
  return { draft, set, merge };
}
