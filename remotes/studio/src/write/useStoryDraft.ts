/**
 * A story being written (issue 43): kept on the device at every change (draftStore.ts), then on
 * the server a moment after the writer pauses, and again whenever the connection comes back.
 * Every save names the revision it was based on; when the server has a newer one (the draft was
 * changed on another device), nothing is overwritten: `conflict` holds the server's version and
 * the writer chooses, or merges by hand, in the page.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '@thrive/api-client';
import type { StudioStory, StudioStoryFields } from '@thrive/reader-contract/schemas';
import { studioApi } from '../studioApi';
import { deviceDrafts, EMPTY_FIELDS, keyOfStory, type DeviceDraft } from './draftStore';
import { WRITE } from './copy';

/** How long after the last keystroke the server copy is saved. */
export const SERVER_SAVE_DELAY_MS = 1_500;
/**
 * How often a save that could not reach the server is tried again, besides the browser's
 * `online` event (which some networks never give: a captive portal, a link that drops packets).
 */
export const RETRY_DELAY_MS = 5_000;

export type SyncState =
  /** Kept here and on the server. */
  | 'saved'
  /** Kept here; the server copy follows in a moment. */
  | 'device'
  | 'saving'
  /** Kept here; no connection (or the server did not answer): it follows when it can. */
  | 'offline'
  /** Kept here; the server has a newer version from another device. */
  | 'conflict'
  /** This device refused to keep it (storage full or blocked): only the server has it. */
  | 'not-kept'
  /** Kept here; the server refused it (`refusal` says why, in its words). */
  | 'refused';

export interface StoryDraft {
  loading: boolean;
  loadError: string | null;
  /** The server's story as last seen (null for a draft the server does not have yet). */
  story: StudioStory | null;
  fields: StudioStoryFields;
  /** Bumped when the fields are replaced from outside the editor (the form re-reads them). */
  generation: number;
  sync: SyncState;
  /** The server's reason when `sync` is 'refused'. */
  refusal: string | null;
  conflict: StudioStory | null;
  change(fields: StudioStoryFields): void;
  /** Saves now (before a submit): the server's story once it has exactly what is shown. */
  flush(): Promise<StudioStory | null>;
  keepThisVersion(): void;
  takeOtherVersion(): void;
  /** After a submit: the server's story is what the page shows. */
  replaceStory(story: StudioStory): void;
}

const sameFields = (a: StudioStoryFields, b: StudioStoryFields) =>
  a.title === b.title &&
  a.body === b.body &&
  a.genre === b.genre &&
  a.premium === b.premium &&
  a.content_warnings.join('\n') === b.content_warnings.join('\n');

const fieldsOf = (story: StudioStory): StudioStoryFields => ({
  title: story.title,
  body: story.body,
  genre: story.genre,
  content_warnings: story.content_warnings,
  premium: story.premium,
});

const newKey = () => `new-${crypto.randomUUID()}`;
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * `storyId` is the story the page opened (null: a new one); it never changes for a mounted page
 * (WritePage is keyed by it). A new story's first save gives it an id: `onCreated` is told.
 */
export function useStoryDraft(
  memberId: number,
  storyId: number | null,
  onCreated: (story: StudioStory) => void,
): StoryDraft {
  // A new story resumes the draft this device has not sent yet (the tab was closed, say).
  const [resumed] = useState(() =>
    storyId === null ? deviceDrafts.unsent(memberId)[0] : undefined,
  );
  const [loading, setLoading] = useState(storyId !== null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [story, setStoryState] = useState<StudioStory | null>(null);
  // The latest server story for callbacks that outlive a render (a submit after a save).
  const storyRef = useRef<StudioStory | null>(null);
  const setStory = useCallback((next: StudioStory | null) => {
    storyRef.current = next;
    setStoryState(next);
  }, []);
  const [generation, setGeneration] = useState(0);
  const [sync, setSync] = useState<SyncState>(resumed ? 'device' : 'saved');
  const [conflict, setConflict] = useState<StudioStory | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The device draft is the truth of what the writer typed; a ref, so timers read the latest.
  const draft = useRef<DeviceDraft>(
    resumed ?? {
      key: newKey(),
      storyId: null,
      baseRevision: null,
      fields: EMPTY_FIELDS,
      dirty: false,
      keptAt: new Date(0).toISOString(),
    },
  );
  const [fields, setFields] = useState<StudioStoryFields>(resumed?.fields ?? EMPTY_FIELDS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const conflictRef = useRef<StudioStory | null>(null);
  /** Tries the server again a little later (set once `schedule` exists, below). */
  const retryLater = useRef<() => void>(() => undefined);
  const created = useRef(onCreated);
  useLayoutEffect(() => {
    created.current = onCreated;
  });

  const keep = useCallback(
    (next: DeviceDraft) => {
      draft.current = next;
      return deviceDrafts.put(memberId, next);
    },
    [memberId],
  );

  const showConflict = useCallback((server: StudioStory | null) => {
    conflictRef.current = server;
    setConflict(server);
  }, []);

  /** One save to the server of what the device has; never two at once. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const current = draft.current;
    if (!current.dirty) return true;
    if (conflictRef.current) return false;
    if (!online()) {
      setSync('offline');
      retryLater.current();
      return false;
    }
    const run = (async () => {
      setSync('saving');
      const sent = current.fields;
      try {
        let saved: StudioStory;
        if (current.storyId === null) {
          saved = (await studioApi.createStory(sent, WRITE.saveFailed)).story;
          deviceDrafts.move(memberId, current.key, {
            ...draft.current,
            key: keyOfStory(saved.id),
            storyId: saved.id,
          });
          draft.current = { ...draft.current, key: keyOfStory(saved.id), storyId: saved.id };
          created.current(saved);
        } else {
          const outcome = await studioApi.saveStory(
            current.storyId,
            current.baseRevision ?? 1,
            sent,
            WRITE.saveFailed,
          );
          if ('conflict' in outcome) {
            // Our own earlier save (its answer lost on the way) is no conflict.
            if (!sameFields(fieldsOf(outcome.conflict), sent)) {
              setStory(outcome.conflict);
              showConflict(outcome.conflict);
              setSync('conflict');
              return false;
            }
            saved = outcome.conflict;
          } else saved = outcome.story;
        }
        setStory(saved);
        const unchanged = sameFields(draft.current.fields, sent);
        keep({ ...draft.current, baseRevision: saved.revision, dirty: !unchanged });
        setSync(unchanged ? 'saved' : 'device');
        return unchanged;
      } catch (error) {
        if (error instanceof ApiError && error.status !== null && error.status < 500) {
          // Refused (a field too long, say): the writer's next change is sent again.
          setRefusal(error.message);
          setSync('refused');
          return false;
        }
        // No answer (offline, a timeout, a server error): kept here and tried again later.
        setSync('offline');
        retryLater.current();
        return false;
      }
    })();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [keep, memberId, setStory, showConflict]);

  const schedule = useCallback(
    (delay = SERVER_SAVE_DELAY_MS) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), delay);
    },
    [saveNow],
  );
  useLayoutEffect(() => {
    retryLater.current = () => schedule(RETRY_DELAY_MS);
  });

  // Load: the device's copy and the server's, whichever is the writer's latest.
  useEffect(() => {
    let cancelled = false;
    if (storyId === null) {
      // A resumed draft goes to the server as soon as it can.
      if (draft.current.dirty) schedule();
      return;
    }
    const fromDevice = deviceDrafts.get(memberId, keyOfStory(storyId));
    const adopt = (next: DeviceDraft) => {
      draft.current = next;
      setFields(next.fields);
      setGeneration((n) => n + 1);
    };
    studioApi
      .story(storyId, WRITE.loadFailed)
      .then(({ story: server }) => {
        if (cancelled) return;
        setStory(server);
        if (fromDevice?.dirty) {
          adopt(fromDevice);
          if (
            fromDevice.baseRevision !== server.revision &&
            !sameFields(fromDevice.fields, fieldsOf(server))
          ) {
            // Changed here and, since, on another device: both are shown.
            showConflict(server);
            setSync('conflict');
          } else {
            setSync('device');
            schedule();
          }
        } else {
          adopt({
            key: keyOfStory(storyId),
            storyId,
            baseRevision: server.revision,
            fields: fieldsOf(server),
            dirty: false,
            keptAt: new Date().toISOString(),
          });
          setSync('saved');
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (fromDevice) {
          // Offline: the device's copy is enough to go on writing.
          adopt(fromDevice);
          setSync('offline');
        } else setLoadError(error instanceof Error ? error.message : WRITE.loadFailed);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [memberId, storyId, schedule, setStory, showConflict]);

  // Back online: what waited on the device goes to the server.
  useEffect(() => {
    const back = () => void saveNow();
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('online', back);
      clearTimeout(timer.current);
    };
  }, [saveNow]);

  const change = useCallback(
    (next: StudioStoryFields) => {
      setFields(next);
      const kept = keep({
        ...draft.current,
        fields: next,
        dirty: true,
        keptAt: new Date().toISOString(),
      });
      if (conflictRef.current) return;
      setSync(kept ? (online() ? 'device' : 'offline') : 'not-kept');
      schedule();
    },
    [keep, schedule],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    return (await saveNow()) ? storyRef.current : null;
  }, [saveNow]);

  const keepThisVersion = useCallback(() => {
    const server = conflictRef.current;
    if (!server) return;
    keep({ ...draft.current, baseRevision: server.revision, dirty: true });
    showConflict(null);
    void saveNow();
  }, [keep, saveNow, showConflict]);

  const takeOtherVersion = useCallback(() => {
    const server = conflictRef.current;
    if (!server) return;
    const next = keep({
      ...draft.current,
      baseRevision: server.revision,
      fields: fieldsOf(server),
      dirty: false,
      keptAt: new Date().toISOString(),
    });
    setFields(fieldsOf(server));
    setGeneration((n) => n + 1);
    showConflict(null);
    setSync(next ? 'saved' : 'not-kept');
  }, [keep, showConflict]);

  const replaceStory = useCallback(
    (next: StudioStory) => {
      setStory(next);
      keep({ ...draft.current, baseRevision: next.revision, fields: fieldsOf(next), dirty: false });
    },
    [keep, setStory],
  );

  return {
    loading,
    loadError,
    story,
    fields,
    generation,
    sync,
    refusal,
    conflict,
    change,
    flush,
    keepThisVersion,
    takeOtherVersion,
    replaceStory,
  };
}
