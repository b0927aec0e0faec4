/** The live room's texts, en-GB; the spec's keys of §8 are noted where they name one. */
export const liveCatalogue = {
  'meetings.live.title': 'Meeting',
  'meetings.live.back': 'Back to the meeting',
  'meetings.live.join': 'Join meeting',
  'meetings.live.joinAgain': 'Join again',
  'meetings.live.leave': 'Leave meeting',
  'meetings.live.stay': 'Stay in the meeting',
  'meetings.live.cameraOn': 'Turn camera on',
  'meetings.live.cameraOff': 'Turn camera off',
  'meetings.live.microphoneOn': 'Turn microphone on',
  'meetings.live.microphoneOff': 'Turn microphone off',
  'meetings.live.you': '{{name}} (you)',
  'meetings.live.cameraIsOff': 'Camera off',
  'meetings.live.microphoneIsOff': 'Microphone off',
  'meetings.live.participants': 'Participants',
  'meetings.live.controls': 'Meeting controls',
  // Spec 2 §3 connection states, as a person reads them.
  'meetings.live.state.Disconnected': 'Not connected',
  'meetings.live.state.Connecting': 'Connecting…',
  'meetings.live.state.Connected': 'Connected',
  'meetings.live.ready': 'Your camera and microphone are asked for when you join. Others in the meeting see and hear you once you are in.',
  'meetings.live.alone': 'You are the only one here. The others appear as they join.',
  // The spec's notSupportedBrowser and secureConnectionNeeded.
  'meetings.live.notSupported': 'This browser cannot join video meetings. Use a recent version of Chrome, Edge, Firefox or Safari.',
  'meetings.live.notSecure': 'Video meetings need a secure connection. Open this page at its https:// address.',
  // Spec 2 §8: joined without a camera or microphone.
  'meetings.live.mediaMissing':
    'You joined without a camera or a microphone: the others cannot see or hear you. Check your devices on the test page.',
  'meetings.live.lost': 'The connection to the meeting was lost.',
  'meetings.live.opensAt': 'Opens at {{time}} on {{date}}',
  'meetings.live.notYet': 'This meeting opens at {{time}} on {{date}}.',
  'meetings.live.ended': 'This meeting has ended.',
  'meetings.live.closed': 'This meeting is no longer scheduled.',
  'meetings.live.reloadWarning': 'You are in a meeting. Leaving or reloading this page disconnects you.',
  // Spec 2 §2.2 controls and layouts.
  'meetings.live.shareScreen': 'Share screen',
  'meetings.live.stopSharing': 'Stop sharing',
  'meetings.live.youShare': 'You are sharing your screen with everyone in the meeting.',
  'meetings.live.screenOf': 'Screen shared by {{name}}',
  'meetings.live.layout.speaker': 'Speaker view',
  'meetings.live.fullscreen': 'Full screen',
  'meetings.live.fullscreenExit': 'Exit full screen',
  'meetings.live.fullscreenHint': 'Go full screen to see the shared screen larger.',
  // Spec 2 §3 chat.
  'meetings.live.chat.toggle': 'Chat',
  // Spec 2 §4 Recording: staff choose what to record and confirm; everyone sees the indicator.
  'meetings.live.recording.start': 'Record',
  'meetings.live.recording.stop': 'Stop recording',
  'meetings.live.recording.switchTo': 'Switch to {{type}}',
  'meetings.live.recording.askTitle': 'Record this meeting?',
  'meetings.live.recording.kind': 'What to record',
  'meetings.live.recording.confirm': 'Confirm',
  'meetings.live.recording.keep': 'Not now',
  'meetings.live.recording.everyoneSees': 'Everyone in the meeting sees that it is being recorded, and what.',
  // Issue 16: each browser records its own media; said once when its part of the recording could not begin.
  'meetings.live.recording.mediaFailed':
    'Your camera and microphone could not be added to the meeting’s recording. The call goes on, and the others are still recorded.',
  // Spec 2 §4 Transcription / AI summary: staff turn it on after a confirmation; everyone is told and sees the indicator.
  'meetings.live.transcription.start': 'Transcribe',
  'meetings.live.transcription.stop': 'Stop transcribing',
  'meetings.live.transcription.indicator': 'Transcribing',
  'meetings.live.transcription.askTitle': 'Transcribe this meeting?',
  'meetings.live.transcription.askText':
    'Everyone in the call is told that the meeting is being transcribed. What each person says is turned into text, and after the meeting a summary with action points is written for the adviser to check before it is shared.',
  'meetings.live.transcription.confirm': 'Confirm',
  'meetings.live.transcription.cancel': 'Cancel',
  'meetings.live.transcription.noticeTitle': 'This meeting is being transcribed',
  'meetings.live.transcription.noticeForClient':
    'What you say in this meeting is turned into text. After the meeting your adviser can share a summary of it with you, with its action points.',
  'meetings.live.transcription.noticeForStaff':
    'What everyone says in this meeting is turned into text, and a summary with action points is written after the meeting for the adviser to check before sharing it. You may stop it with the Stop transcribing control.',
  'meetings.live.transcription.ok': 'OK',
  'meetings.live.chat.unread_one': '{{count}} unread message',
  'meetings.live.chat.unread_other': '{{count}} unread messages',
  'meetings.live.chat.title': 'Chat',
  'meetings.live.chat.empty': 'No messages yet. Messages last as long as the call: they are not kept afterwards.',
  'meetings.live.chat.me': 'You',
  'meetings.live.chat.label': 'Message',
  'meetings.live.chat.count': '{{length}} of {{max}} characters',
  'meetings.live.chat.send': 'Send',
  // Spec 2 §4 auto-disconnect.
  'meetings.live.countdown.title': 'This meeting room closes in less than a minute. You will be disconnected when it does.',
  'meetings.live.countdown.label': 'Time left: {{time}}',
} as const;
