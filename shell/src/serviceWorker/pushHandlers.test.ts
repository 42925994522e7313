import { notificationOptions, readPayload, TURN_OFF_ACTION } from './pushHandlers';

const ORIGIN = 'https://thrive.example';
const payload = {
  kind: 'question_answered',
  title: 'Your question was answered',
  body: 'A Thrive writer has answered your question. Tap to read the answer.',
  url: '/ask',
  icon: '/icons/thrive-192.png',
  turnOff: 'Turn off these notifications',
  turnOffUrl: 'https://api.thrive.example/api/v1/push/turn-off',
};

describe('what the worker shows of a push', () => {
  it("shows the API's words with the turn-off action and the page to open", () => {
    const read = readPayload(JSON.stringify(payload), ORIGIN)!;
    expect(read).toEqual(payload);
    expect(notificationOptions(read)).toEqual({
      body: payload.body,
      icon: '/icons/thrive-192.png',
      tag: 'question_answered',
      lang: 'en',
      data: { kind: 'question_answered', url: '/ask', turnOffUrl: payload.turnOffUrl },
      actions: [{ action: TURN_OFF_ACTION, title: 'Turn off these notifications' }],
    });
  });

  it('fetches no icon when the data saver was on, and speaks Pidgin on a Pidgin page', () => {
    const { icon: _icon, ...saving } = payload;
    const options = notificationOptions(
      readPayload(JSON.stringify({ ...saving, url: '/pcm/ask' }), ORIGIN)!,
    );
    expect(options).not.toHaveProperty('icon');
    expect(options.lang).toBe('pcm');
  });

  it('shows nothing for a push not of ours, or one leading off the site', () => {
    expect(readPayload('not json', ORIGIN)).toBeNull();
    expect(readPayload(null, ORIGIN)).toBeNull();
    expect(readPayload(JSON.stringify({ ...payload, kind: 'other' }), ORIGIN)).toBeNull();
    expect(readPayload(JSON.stringify({ ...payload, title: 3 }), ORIGIN)).toBeNull();
    expect(
      readPayload(JSON.stringify({ ...payload, url: 'https://evil.example/' }), ORIGIN),
    ).toBeNull();
    expect(readPayload(JSON.stringify({ ...payload, url: '//evil.example/' }), ORIGIN)).toBeNull();
    expect(
      readPayload(JSON.stringify({ ...payload, turnOffUrl: 'http://evil.example/off' }), ORIGIN),
    ).toBeNull();
  });
});
