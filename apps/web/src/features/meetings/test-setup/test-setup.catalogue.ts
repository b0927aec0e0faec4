/** The device test's texts, en-GB, with the spec's keys for its messages (spec 2 §8). */
export const testSetupCatalogue = {
  'meetings.testSetup.title': 'Test your camera and microphone',
  'meetings.testSetup.lead':
    'Check that others will see and hear you before the meeting. Nothing here is recorded or sent: the camera and microphone stop when you leave this page.',
  'meetings.testSetup.back': 'Back to the meeting',
  'meetings.testSetup.starting': 'Asking your browser for the camera and microphone',
  'meetings.testSetup.camera': 'Camera',
  'meetings.testSetup.cameraPreview': 'Your camera, as others will see you',
  'meetings.testSetup.cameraOff': 'No picture from the camera.',
  'meetings.testSetup.microphone': 'Microphone',
  'meetings.testSetup.microphoneHint': 'Say a few words: the bar moves when your microphone hears you.',
  'meetings.testSetup.level': 'Microphone level',
  'meetings.testSetup.level.silent': 'Nothing heard',
  'meetings.testSetup.level.quiet': 'Quiet',
  'meetings.testSetup.level.good': 'Good',
  'meetings.testSetup.level.loud': 'Loud',
  'meetings.testSetup.speaker': 'Speaker',
  'meetings.testSetup.speakerHint': 'Play a short chime to check you can hear others.',
  'meetings.testSetup.speakerSystem': 'Your browser plays sound through your device’s own output: choose it in your system settings.',
  'meetings.testSetup.playChime': 'Play a test sound',
  'meetings.testSetup.playing': 'Playing',
  'meetings.testSetup.chimePlayed': 'Did you hear a chime? If not, turn the volume up or choose another speaker.',
  'meetings.testSetup.chimeFailed': 'The test sound could not be played on this speaker. Choose another one and try again.',
  'meetings.testSetup.chooseCamera': 'Camera to use',
  'meetings.testSetup.chooseMicrophone': 'Microphone to use',
  'meetings.testSetup.chooseSpeaker': 'Speaker to use',
  'meetings.testSetup.noDevice': 'None found',
  'meetings.testSetup.tryAgain': 'Try again',
  'meetings.testSetup.unsupported':
    'This browser cannot use a camera or microphone on this page. Open it in a recent Chrome, Edge, Firefox or Safari, over a secure (https) connection.',
  'meetings.testSetup.failed': 'Your camera or microphone could not be started. Close other apps that may be using them, then try again.',
  'meetings.testSetup.browserHelp': 'How to allow them in your browser',
  'meetings.testSetup.systemHelp': 'How to allow them in your system settings',

  'meetings.permission.unknown': 'Not checked yet',
  'meetings.permission.prompt': 'Waiting for your permission',
  'meetings.permission.granted': 'Allowed',
  'meetings.permission.denied': 'Blocked in your browser',
  'meetings.permission.systemDenied': 'Blocked by your system',

  'video.permissions.noPermissions':
    'Your camera and microphone are blocked, so others cannot see or hear you. Allow them for this site, then try again.',
  'video.permissions.noMicPermission': 'Your microphone is blocked, so others cannot hear you. Allow it for this site, then try again.',
  'video.permissions.noWebcamPermission': 'Your camera is blocked, so others cannot see you. Allow it for this site, then try again.',
  'video.permissions.noMixedPermissions':
    'Your camera and microphone are blocked: one in your browser, the other by your system. Allow both, then try again.',
  'video.errors.deviceNotFoundError':
    'We could not find a camera or microphone. Check it is plugged in and switched on, or choose another device.',
  'video.settings.previewNotSupported':
    'This browser cannot show your camera before the meeting. Your camera works in the meeting itself; you can still test your microphone and speaker here.',
} as const;
