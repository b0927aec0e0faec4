/*
 * What the meetings benchmark runs inside its pages (`page.evaluate`): each function is sent as its source, so it
 * uses nothing from outside itself.
 */

declare global {
  interface Window {
    /** When (Date.now(), the clock every page and the bench share) the watched video showed its first frame. */
    firstFrame?: Promise<number>;
    /** Leaves the bare call joined by `joinBare`: its socket, connections, tracks and videos go. */
    leaveBare?: () => void;
  }
}

/**
 * From now, watches for a video matching `selector` (one there already, or one added later) and notes the moment
 * its first frame is presented: its first requestVideoFrameCallback, or a frame counted by the element, whichever
 * is seen first. Both arms of the benchmark use this same watch.
 */
export function watchFirstFrame(selector: string): void {
  window.firstFrame = new Promise((resolve) => {
    const watched = new Set<HTMLVideoElement>();
    let isDone = false;
    const done = () => {
      if (isDone) return;
      isDone = true;
      clearInterval(timer);
      resolve(Date.now());
    };
    const look = () => {
      for (const video of document.querySelectorAll<HTMLVideoElement>(selector)) {
        if (video.srcObject && video.getVideoPlaybackQuality().totalVideoFrames > 0) return done();
        if (watched.has(video)) continue;
        watched.add(video);
        video.requestVideoFrameCallback(done);
      }
    };
    const timer = setInterval(look, 4);
    look();
  });
}

/** The remote videos (by selector) that have shown at least one frame, and all the frames they have shown. */
export function framesOf(selector: string): { playing: number; frames: number } {
  const videos = [...document.querySelectorAll<HTMLVideoElement>(selector)].filter((video) => video.srcObject);
  const counts = videos.map((video) => video.getVideoPlaybackQuality().totalVideoFrames);
  return { playing: counts.filter((count) => count > 0).length, frames: counts.reduce((sum, count) => sum + count, 0) };
}

/** Stamps the time and clicks the element, in one task: the moment a person's click would reach the page. */
export function clickStamped(element: Element): number {
  const at = Date.now();
  (element as HTMLElement).click();
  return at;
}

/**
 * The baseline participant: this page's camera and microphone (Chromium's fake devices), a socket to the bare
 * relay (servers/bare-rtc.ts), and one RTCPeerConnection per other page. It offers to each of `callees` (those
 * already in, as the product's newcomer does); to anyone else's offer it answers, adding its tracks to the offer's
 * transceivers. Each remote stream plays in a `<video data-peer=ID>` appended to the page. Resolves with the
 * time it started (before asking for the camera), once its offers are sent. `window.leaveBare` leaves.
 */
export async function joinBare({ url, id, callees }: { url: string; id: string; callees: string[] }): Promise<number> {
  const started = Date.now();
  const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  const socket = new WebSocket(`${url}?id=${encodeURIComponent(id)}`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  type Link = { pc: RTCPeerConnection; queue: Promise<void> };
  const links = new Map<string, Link>();
  const send = (to: string, body: object) => socket.send(JSON.stringify({ to, ...body }));
  const addTracks = (pc: RTCPeerConnection) => {
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
  };
  const linkTo = (peer: string, isOfferer: boolean): Link => {
    const existing = links.get(peer);
    if (existing) return existing;
    const pc = new RTCPeerConnection();
    if (isOfferer) addTracks(pc);
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) send(peer, { candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ streams }) => {
      const remote = streams[0];
      if (!remote || document.querySelector(`video[data-peer="${peer}"]`)) return;
      const video = document.createElement('video');
      video.dataset.peer = peer;
      video.autoplay = true;
      video.playsInline = true;
      video.srcObject = remote;
      document.body.append(video);
    };
    const link = { pc, queue: Promise.resolve() };
    links.set(peer, link);
    return link;
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      from: string;
      bye?: boolean;
      description?: RTCSessionDescriptionInit;
      candidate?: RTCIceCandidateInit;
    };
    if (message.bye) {
      links.get(message.from)?.pc.close();
      links.delete(message.from);
      document.querySelector(`video[data-peer="${message.from}"]`)?.remove();
      return;
    }
    const link = linkTo(message.from, false);
    link.queue = link.queue
      .then(async () => {
        const { description, candidate } = message;
        if (description) {
          await link.pc.setRemoteDescription(description);
          if (description.type !== 'offer') return;
          addTracks(link.pc);
          await link.pc.setLocalDescription();
          send(message.from, { description: link.pc.localDescription?.toJSON() });
        } else if (candidate) await link.pc.addIceCandidate(candidate);
      })
      .catch((error: unknown) => console.error('bare peer:', error));
  };
  window.leaveBare = () => {
    socket.close();
    for (const { pc } of links.values()) pc.close();
    for (const track of stream.getTracks()) track.stop();
    for (const video of document.querySelectorAll('video[data-peer]')) video.remove();
  };
  for (const peer of callees) {
    const { pc } = linkTo(peer, true);
    await pc.setLocalDescription();
    send(peer, { description: pc.localDescription?.toJSON() });
  }
  return started;
}
