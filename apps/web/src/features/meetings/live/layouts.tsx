import { type LiveLayout, type LiveParticipant, liveGridOf } from '@advice/domain';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteParticipant } from './room-connection.ts';

type TileParticipant = Pick<LiveParticipant, 'id' | 'name' | 'camera' | 'microphone'>;

/** Plays a stream in a video element, following the stream as it changes. */
function useStream(stream: MediaStream | null) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return video;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/u)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A person's picture: their video, or their initials while their camera is off; the name always shows. */
function VideoTile({
  participant,
  stream,
  isYou = false,
  as: Wrapper = 'li',
  className,
}: {
  participant: TileParticipant;
  stream: MediaStream | null;
  isYou?: boolean;
  as?: 'li' | 'div';
  className?: string;
}) {
  const { t } = useTranslation();
  const video = useStream(stream);
  const name = isYou ? t('meetings.live.you', { name: participant.name }) : participant.name;
  return (
    <Wrapper className={['live-tile', className].filter(Boolean).join(' ')}>
      <figure className="live-tile__figure" data-participant={participant.id}>
        {/* The element stays while the camera is off: it also plays the person's voice. Your own is muted, so you do not hear yourself. */}
        <video
          ref={video}
          className={['live-tile__video', isYou ? 'live-tile__video--mirrored' : '', participant.camera ? '' : 'live-tile__video--hidden']
            .filter(Boolean)
            .join(' ')}
          autoPlay
          playsInline
          muted={isYou}
        />
        {participant.camera ? null : (
          <div className="live-tile__placeholder">
            <span className="live-tile__initials" aria-hidden="true">
              {initialsOf(participant.name)}
            </span>
            <span>{t('meetings.live.cameraIsOff')}</span>
          </div>
        )}
        <figcaption className="live-tile__name">
          {name}
          {participant.microphone ? null : <span className="live-tile__muted">{t('meetings.live.microphoneIsOff')}</span>}
        </figcaption>
      </figure>
    </Wrapper>
  );
}

/** A shared screen, whole (never cropped) so its text can be read; it carries no sound. */
function ScreenTile({ sharer }: { sharer: RemoteParticipant }) {
  const { t } = useTranslation();
  const video = useStream(sharer.screen);
  return (
    <figure className="live-screen" data-screen-of={sharer.participant.id}>
      <video ref={video} className="live-screen__video" autoPlay playsInline muted />
      <figcaption className="live-tile__name">{t('meetings.live.screenOf', { name: sharer.participant.name })}</figcaption>
    </figure>
  );
}

export type Stage = { you: LiveParticipant; localStream: MediaStream | null; others: RemoteParticipant[]; speakerId: string | null };

/** The first of the others who shares a screen: the one shown large. */
export function sharerOf(others: RemoteParticipant[]): RemoteParticipant | null {
  return others.find((other) => other.participant.screen !== null) ?? null;
}

/** The grid of spec 2 §2.2: you first, then the others in the order they came; its columns follow the count. */
function GridLayout({ you, localStream, others }: Stage) {
  const { t } = useTranslation();
  const { columns } = liveGridOf(others.length + 1);
  return (
    <ul className="live-grid" aria-label={t('meetings.live.participants')} style={{ '--live-columns': columns } as CSSProperties}>
      <VideoTile participant={you} stream={localStream} isYou />
      {others.map(({ participant, stream }) => (
        <VideoTile key={participant.id} participant={participant} stream={stream} />
      ))}
    </ul>
  );
}

/**
 * DominantSpeaker (spec 2 §2.2): one big tile above a strip of everyone else. The big tile is a screen someone
 * shares; else the one of the others who spoke last (the first of them until someone speaks; you, when alone).
 */
function DominantSpeakerLayout({ you, localStream, others, speakerId }: Stage) {
  const { t } = useTranslation();
  const sharer = sharerOf(others);
  const main = sharer ? null : (others.find((other) => other.participant.id === speakerId) ?? others[0] ?? null);
  const rest = others.filter((other) => other !== main);
  return (
    <div className="live-speaker">
      <div className="live-speaker__main">
        {sharer ? <ScreenTile sharer={sharer} /> : null}
        {!sharer && main ? <VideoTile as="div" participant={main.participant} stream={main.stream} /> : null}
        {!sharer && !main ? <VideoTile as="div" participant={you} stream={localStream} isYou /> : null}
      </div>
      {sharer || main ? (
        <ul className="live-speaker__strip" aria-label={t('meetings.live.participants')}>
          <VideoTile participant={you} stream={localStream} isYou />
          {(sharer ? others : rest).map(({ participant, stream }) => (
            <VideoTile key={participant.id} participant={participant} stream={stream} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CallStage({ layout, ...stage }: Stage & { layout: LiveLayout }) {
  return layout === 'Grid' ? <GridLayout {...stage} /> : <DominantSpeakerLayout {...stage} />;
}
