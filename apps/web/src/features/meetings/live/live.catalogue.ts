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
} as const;
