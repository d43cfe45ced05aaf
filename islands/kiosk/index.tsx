import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import {
  $kiosk,
  $online,
  goBack,
  goForward,
  reportPlayback,
  resetKiosk,
  startKiosk,
  startShopping,
  stillHere,
} from '../../src/stores/kiosk';
import { Modal } from '../../src/ui/modal';
import modalCss from '../../src/ui/modal.css?inline';
import { notify } from '../../src/ui/toast';
import css from './kiosk.css?inline';

const Minutes = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.minValue(0.01));

const VideoSchema = v.object({
  id: v.union([v.number(), v.string()]),
  url: v.string(),
  title: v.optional(v.string(), ''),
});

/** The kiosk settings (spec 3 §3) as the store renders them, plus where its two calls live. */
const PropsSchema = v.object({
  kiosk_videos: v.optional(v.array(VideoSchema), []),
  kiosk_idle_timer: Minutes,
  kiosk_prompt_timer: Minutes,
  kiosk_homepage: v.optional(v.string(), '/'),
  clear_session_url: v.optional(v.string(), '/account/logout/clearSession'),
  video_report_url: v.optional(v.string(), '/tool/kiosk/video'),
});

type Props = v.InferOutput<typeof PropsSchema>;
type Video = v.InferOutput<typeof VideoSchema>;

export const OFFSITE_CLASS = 'pi-kiosk-offsite';
export const OFFSITE_MESSAGE = 'Links to other websites are not available on this kiosk.';

const offsite = (a: HTMLAnchorElement) => /^https?:$/.test(a.protocol) && a.host !== window.location.host;

/** Links to other hosts are disabled in kiosk mode, with a visible cue and a message rather than a dead click. */
function useOffsiteLinks(): void {
  useEffect(() => {
    const mark = (root: ParentNode) =>
      root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
        if (!offsite(a) || a.classList.contains(OFFSITE_CLASS)) return;
        a.classList.add(OFFSITE_CLASS);
        a.setAttribute('aria-disabled', 'true');
        a.title = OFFSITE_MESSAGE;
      });
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !offsite(link)) return;
      event.preventDefault();
      notify.error(OFFSITE_MESSAGE);
    };
    mark(document);
    const observer = new MutationObserver(() => mark(document));
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}

/** A real modal <dialog>, shown while `open`, that Escape does not close (the kiosk decides when it goes). */
function useScreen(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** Splash videos in turn: the next on end, stall or error; each playback reported; all failing leaves a still splash. */
function SplashVideo({ videos, endRef }: { videos: Video[]; endRef: MutableRefObject<() => void> }) {
  const [play, setPlay] = useState({ index: 0, round: 0 });
  const [exhausted, setExhausted] = useState(false);
  const failures = useRef(0);
  const playing = useRef<{ id: Video['id']; start: Date } | null>(null);
  const finish = useRef(() => {
    const current = playing.current;
    playing.current = null;
    if (current) void reportPlayback(current.id, current.start, new Date());
  });
  useEffect(() => {
    const end = finish.current;
    endRef.current = end;
    return end;
  }, [endRef]);
  const video = videos[play.index];
  if (!video || exhausted) return null;
  const next = (failed: boolean) => {
    finish.current();
    failures.current = failed ? failures.current + 1 : 0;
    if (failures.current >= videos.length) return setExhausted(true);
    setPlay((p) => ({ index: (p.index + 1) % videos.length, round: p.round + 1 }));
  };
  return (
    <video
      key={play.round}
      className="pi-kiosk__video"
      src={video.url}
      title={video.title}
      data-video-id={String(video.id)}
      aria-hidden="true"
      muted
      autoPlay
      playsInline
      onPlaying={() => {
        failures.current = 0;
        playing.current ??= { id: video.id, start: new Date() };
      }}
      onEnded={() => next(false)}
      onError={() => next(true)}
      onStalled={() => next(true)}
    />
  );
}

function Splash({ videos }: { videos: Video[] }) {
  const view = useStore($kiosk);
  const ref = useScreen(true);
  const titleId = useId();
  const endPlayback = useRef<() => void>(() => {});
  const starting = view.phase === 'starting';
  return (
    <dialog ref={ref} className="pi-kiosk__splash" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <SplashVideo videos={videos} endRef={endPlayback} />
      <div className="pi-kiosk__start">
        <h2 id={titleId} className="pi-kiosk__title">
          Customize your ride!
        </h2>
        <button
          type="button"
          className="pi-kiosk__go"
          aria-disabled={starting}
          onClick={() => {
            if (starting) return;
            endPlayback.current();
            void startShopping();
          }}
        >
          {starting ? 'Warming up the engine...' : 'Press here to get started'}
        </button>
        {view.startError ? (
          <p className="pi-kiosk__error" role="alert">
            {view.startError}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}

/** Shown while the network is gone: the kiosk says so instead of failing call after call. */
function Offline() {
  const ref = useScreen(true);
  const titleId = useId();
  return (
    <dialog ref={ref} className="pi-kiosk__offline" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <h2 id={titleId} className="pi-kiosk__title" tabIndex={-1}>
        This kiosk is offline
      </h2>
      <p>We are reconnecting. Please wait a moment or ask a team member for help.</p>
    </dialog>
  );
}

function Kiosk(props: Props) {
  const view = useStore($kiosk);
  const online = useStore($online);
  const { kiosk_idle_timer, kiosk_prompt_timer, kiosk_homepage, clear_session_url, video_report_url } = props;
  useEffect(
    () =>
      startKiosk({
        idleMinutes: kiosk_idle_timer,
        promptMinutes: kiosk_prompt_timer,
        homepage: kiosk_homepage,
        clearSessionUrl: clear_session_url,
        videoReportUrl: video_report_url,
      }),
    [kiosk_idle_timer, kiosk_prompt_timer, kiosk_homepage, clear_session_url, video_report_url],
  );
  useOffsiteLinks();
  const splash = view.phase === 'idle' || view.phase === 'starting';
  return (
    <div className="pi-kiosk">
      <nav className="pi-kiosk__bar" aria-label="Kiosk">
        <button type="button" className="pi-kiosk__nav" onClick={goBack} disabled={!view.canGoBack}>
          Back
        </button>
        <button type="button" className="pi-kiosk__nav" onClick={goForward}>
          Forward
        </button>
        <button type="button" className="pi-kiosk__nav pi-kiosk__nav--reset" onClick={() => void resetKiosk()}>
          Start Over
        </button>
      </nav>
      <Modal
        open={view.phase === 'prompt'}
        title="Are you still there?"
        onClose={stillHere}
        className="pi-kiosk__prompt"
        actions={
          <button type="button" className="pi-kiosk__go" data-initial-focus onClick={stillHere}>
            I&apos;m still here
          </button>
        }
      >
        <p role="timer">This kiosk will reset in {view.secondsLeft} seconds.</p>
      </Modal>
      {splash ? <Splash videos={props.kiosk_videos} /> : null}
      {/* Keyed by phase: a splash opened later must not cover the offline screen. */}
      {online ? null : <Offline key={view.phase} />}
    </div>
  );
}

export default defineIsland({ tier: 'kiosk', props: PropsSchema, Component: Kiosk, css: [css, modalCss] });
