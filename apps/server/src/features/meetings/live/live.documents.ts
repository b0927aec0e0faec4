import {
  type LiveClientMessage,
  type LiveJoiner,
  type LiveParticipant,
  type LiveServerMessage,
  liveMaySeeDocuments,
  type SharedDocumentView,
  type SketchStroke,
  sharedDocumentRefusals,
  sketchBurst,
  sketchStrokesKept,
} from '@advice/domain';
import type { Db } from '../../../db/client.ts';
import type { RoomEvent } from '../../../realtime/hub.ts';
import { findRoomDocument } from '../meetings.documents.ts';

/** The room's talk about its shared document (each socket keeps what it heard; no instance keeps a list of its own). */
declare module '../../../realtime/hub.ts' {
  interface RoomTopics {
    /** The shared view after a change, with its page's strokes; `to` (a connection) when it answers one newcomer's hello. */
    'live.document': { view: SharedDocumentView | null; strokes: SketchStroke[]; to?: string };
    'live.stroke': { from: string; stroke: SketchStroke };
    'live.clear': { from: string };
    /** The room's documents changed after a commit (meetings.documents.ts): `deletedId` when one was deleted. */
    'live.documents': { deletedId: string | null };
  }
}

type DocumentMessage = Extract<LiveClientMessage, { type: `document.${string}` }>;

type Session = {
  db: Db;
  roomId: string;
  /** This socket's connection id, which a newcomer's hello names. */
  connection: string;
  joiner: LiveJoiner;
  me: () => LiveParticipant;
  isJoined: () => boolean;
  send: (message: LiveServerMessage) => void;
  publish: (event: RoomEvent) => void;
};

/**
 * One socket's part in the room's shared document. Every socket that may see documents keeps the view and its
 * page's strokes as it heard them; the opener's socket answers a newcomer's hello with them, as a participant
 * answers with who they are. An untrusted guest's socket hears none of it and is refused every action.
 */
export function documentSharingOf(session: Session) {
  const maySee = liveMaySeeDocuments(session.joiner);
  let view: SharedDocumentView | null = null;
  let strokes: SketchStroke[] = [];
  const drawnAt: number[] = [];

  const refuse = (message: string) => session.send({ type: 'refused', action: 'document', message });
  const show = () => {
    if (session.isJoined()) session.send({ type: 'document.view', view, strokes });
  };
  const share = (next: SharedDocumentView | null, nextStrokes: SketchStroke[]) =>
    session.publish({ type: 'live.document', view: next, strokes: nextStrokes });
  const isOpener = () => view !== null && view.opened_by === session.me().id;

  const isDrawingTooFast = (): boolean => {
    const now = Date.now();
    while (drawnAt.length > 0 && (drawnAt[0] ?? 0) <= now - sketchBurst.seconds * 1_000) drawnAt.shift();
    if (drawnAt.length >= sketchBurst.strokes) return true;
    drawnAt.push(now);
    return false;
  };

  const open = async (documentId: string): Promise<void> => {
    const document = await findRoomDocument(session.db, session.roomId, documentId);
    if (!document) {
      refuse(sharedDocumentRefusals.notFound);
      return;
    }
    const me = session.me();
    const opened: SharedDocumentView = {
      document_id: document.id,
      file_name: document.fileName,
      page_count: document.pageCount,
      page: 1,
      rotation: 0,
      opened_by: me.id,
      opened_by_name: me.name,
    };
    share(opened, []);
  };

  return {
    /** Hears the room's document events; answers whether the event was one of them. */
    hear(event: RoomEvent): boolean {
      switch (event.type) {
        case 'live.document':
          if (!maySee || (event.to !== undefined && event.to !== session.connection)) return true;
          view = event.view;
          strokes = event.strokes;
          show();
          return true;
        case 'live.stroke':
          if (!maySee || !view) return true;
          strokes = [...strokes, event.stroke].slice(-sketchStrokesKept);
          if (session.isJoined()) session.send({ type: 'document.stroke', from: event.from, stroke: event.stroke });
          return true;
        case 'live.clear':
          if (!maySee || !view) return true;
          strokes = [];
          if (session.isJoined()) session.send({ type: 'document.clear', from: event.from });
          return true;
        case 'live.documents':
          if (!maySee) return true;
          // The deleted document closes for everyone, as when the one who opened it leaves.
          if (event.deletedId !== null && view?.document_id === event.deletedId) {
            view = null;
            strokes = [];
            show();
          }
          if (session.isJoined()) session.send({ type: 'document.list', roomId: session.roomId });
          return true;
        default:
          return false;
      }
    },

    /** A newcomer said hello: the opener's socket tells it what is shown. */
    answerHello(connection: string): void {
      if (isOpener()) session.publish({ type: 'live.document', view, strokes, to: connection });
    },

    /** Someone left the call: when they had opened the document, it closes for everyone. */
    participantLeft(id: string): void {
      if (view?.opened_by !== id) return;
      view = null;
      strokes = [];
      show();
    },

    /** Just welcomed: the view heard while gathering, if any. */
    welcomed(): void {
      if (view) show();
    },

    async handle(message: DocumentMessage): Promise<void> {
      if (!maySee) {
        refuse(sharedDocumentRefusals.notTrusted);
        return;
      }
      switch (message.type) {
        case 'document.open':
          await open(message.documentId);
          return;
        case 'document.stroke':
          if (!view) refuse(sharedDocumentRefusals.noDocument);
          else if (isDrawingTooFast()) refuse(sharedDocumentRefusals.tooFast);
          else session.publish({ type: 'live.stroke', from: session.me().id, stroke: message.stroke });
          return;
        case 'document.clear':
          if (!view) refuse(sharedDocumentRefusals.noDocument);
          else session.publish({ type: 'live.clear', from: session.me().id });
          return;
      }
      if (!view || !isOpener()) {
        refuse(view ? sharedDocumentRefusals.notOpener : sharedDocumentRefusals.noDocument);
        return;
      }
      switch (message.type) {
        case 'document.page':
          // A page of its own starts clean: the strokes belonged to the page they were drawn on.
          if (message.page > view.page_count) refuse(sharedDocumentRefusals.pageOutside);
          else if (message.page !== view.page) share({ ...view, page: message.page }, []);
          return;
        case 'document.rotation':
          // Strokes are kept in the page's own frame, so they turn with it.
          share({ ...view, rotation: message.rotation }, strokes);
          return;
        case 'document.close':
          share(null, []);
          return;
      }
    },
  };
}
