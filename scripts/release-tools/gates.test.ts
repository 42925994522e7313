import { contractGate, GateError, skewGate, skewProblems, type ShellProvides } from './gates';
import type { SharedRequirement } from './releases';

const shared = (name: string, version: string, singleton = true): SharedRequirement => ({
  name,
  version,
  requiredVersion: `^${version}`,
  singleton,
});

const shell: ShellProvides = {
  shared: [
    shared('react', '19.3.1'),
    shared('react-dom', '19.3.1'),
    shared('react-router-dom', '7.18.5'),
    shared('zustand', '5.1.0'),
    shared('@thrive/auth-store', '1.0.0'),
  ],
  federationRuntime: '2.9.2',
};

describe('the skew gate', () => {
  it('passes a release built against the shell’s singletons', () => {
    expect(() =>
      skewGate({ shared: [shared('react', '19.3.1'), shared('zustand', '5.1.0')] }, shell),
    ).not.toThrow();
    // A patch behind is accepted: the shell's newer copy is the one both use.
    expect(skewProblems({ shared: [shared('react', '19.3.0')] }, shell)).toEqual([]);
  });

  it('refuses a release built against another React major', () => {
    const release = { shared: [shared('react', '18.3.1'), shared('react-dom', '18.3.1')] };
    expect(() => skewGate(release, shell)).toThrow(GateError);
    expect(skewProblems(release, shell)).toEqual([
      'react: the release requires ^18.3.1, the shell provides 19.3.1',
      'react-dom: the release requires ^18.3.1, the shell provides 19.3.1',
    ]);
    // And a newer major: its copy would win the singleton and break the shell.
    expect(
      skewProblems({ shared: [{ ...shared('react', '20.0.0'), requiredVersion: '>=19' }] }, shell),
    ).toEqual(['react: the release was built with 20.0.0, the shell requires ^19.3.1']);
  });

  it('refuses a newer minor the shell would not load, and a singleton the shell lacks', () => {
    expect(skewProblems({ shared: [shared('react-router-dom', '7.20.0')] }, shell)).toEqual([
      'react-router-dom: the release requires ^7.20.0, the shell provides 7.18.5',
    ]);
    expect(skewProblems({ shared: [shared('@thrive/payments', '1.0.0')] }, shell)).toEqual([
      '@thrive/payments: the release shares it as a singleton, the shell does not provide it',
    ]);
  });

  it('ignores modules the release does not share as singletons', () => {
    expect(skewProblems({ shared: [shared('ky', '2.0.0', false)] }, shell)).toEqual([]);
  });

  it('needs the federation runtime the shell lends the remote entries, to the minor', () => {
    const builtWith = (federationRuntime: string) => ({ shared: [], federationRuntime });
    expect(skewProblems(builtWith('2.9.2'), shell)).toEqual([]);
    // A patch apart: the sdk and core keep their interface within a minor.
    expect(skewProblems(builtWith('2.9.5'), shell)).toEqual([]);
    expect(() => skewGate(builtWith('2.10.0'), shell)).toThrow(GateError);
    expect(skewProblems(builtWith('2.10.0'), shell)).toEqual([
      'federation runtime: the release was built against 2.10.0, the shell provides 2.9.2',
    ]);
    expect(skewProblems(builtWith('2.9.2'), { shared: [] })).toEqual([
      'federation runtime: the release was built against 2.9.2, the shell provides an unknown version',
    ]);
    // A release recorded before the version was kept carries its own sdk.
    expect(skewProblems({ shared: [] }, shell)).toEqual([]);
  });
});

describe('the contract gate', () => {
  it('needs ./App, type-checked', () => {
    expect(() =>
      contractGate({ exposes: ['./App'], contract: { typeCheck: 'passed' } }),
    ).not.toThrow();
    expect(() =>
      contractGate({ exposes: ['./Widget'], contract: { typeCheck: 'passed' } }),
    ).toThrow('it exposes ./Widget, not ./App');
  });
});
