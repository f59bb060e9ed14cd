import { describe, expect, it } from 'vitest';
import { issuerLinkBase, rebaseLinks } from './issuer-link-base';

const THEME1 = ['localhost', '127.0.0.1', 'theme1.localhost', 'portail.nomina.example'];
const THEME5 = ['theme5.localhost', 'actionnaires.borealis-banque.example'];

describe('issuerLinkBase', () => {
  it('keeps the public URL for its own theme', () => {
    expect(issuerLinkBase('http://localhost:3000', THEME1)).toBe('http://localhost:3000');
    expect(issuerLinkBase('https://portail.nomina.example/', THEME1)).toBe('https://portail.nomina.example');
  });

  it('on a local public URL, picks the theme’s local host with the same scheme and port', () => {
    expect(issuerLinkBase('http://localhost:3000', THEME5)).toBe('http://theme5.localhost:3000');
    expect(issuerLinkBase('http://127.0.0.1:3100', THEME5)).toBe('http://theme5.localhost:3100');
  });

  it('on a public URL, picks the theme’s public host', () => {
    expect(issuerLinkBase('https://portail.nomina.example', THEME5)).toBe(
      'https://actionnaires.borealis-banque.example',
    );
  });

  it('keeps the public URL when the theme has no host of that kind', () => {
    expect(issuerLinkBase('https://portail.nomina.example', ['theme9.localhost'])).toBe(
      'https://portail.nomina.example',
    );
  });
});

describe('rebaseLinks', () => {
  it('moves links to the base and leaves other values alone', () => {
    expect(
      rebaseLinks(
        { login: 'jdupont01', link: 'http://localhost:3000/#/setpassword?sd=abc' },
        'http://localhost:3000',
        'http://theme5.localhost:3000',
      ),
    ).toEqual({ login: 'jdupont01', link: 'http://theme5.localhost:3000/#/setpassword?sd=abc' });
  });
});
