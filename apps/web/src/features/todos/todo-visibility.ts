import { useCallback, useState } from 'react';
import { local } from '../../lib/storage.ts';

/** The to-do list's visibility (spec 1 §3 "to-do list visibility"): whether completed to-dos show, kept in this browser. */
const storageKey = 'todos.showCompleted';

function readShowCompleted(): boolean {
  return local.get(storageKey) !== 'false';
}

/** Whether the list shows completed to-dos (it does until the person hides them), remembered across visits. */
export function useShowCompleted(): [boolean, (show: boolean) => void] {
  const [isShown, setShown] = useState(readShowCompleted);
  const set = useCallback((show: boolean) => {
    local.set(storageKey, String(show));
    setShown(show);
  }, []);
  return [isShown, set];
}
