import { describe, expect, it } from 'vitest';
import { urlIdDraft } from './url-id-field';

describe('the URL id as the owner types', () => {
  it('follows the title, suffixed on collision', () => {
    expect(urlIdDraft('Ceramics', null, [])).toEqual({ shown: 'ceramics', final: 'ceramics' });
    expect(urlIdDraft('Ceramics', null, ['ceramics'])).toEqual({ shown: 'ceramics-1', final: 'ceramics-1' });
    expect(urlIdDraft('', null, [])).toEqual({ shown: '', final: '' });
  });

  it('keeps what the owner wrote, made a URL id', () => {
    expect(urlIdDraft('Ceramics', 'Pots & Bowls', [])).toEqual({ shown: 'Pots & Bowls', final: 'pots-bowls' });
    expect(urlIdDraft('Ceramics', 'pots', ['pots'])).toEqual({ shown: 'pots', final: 'pots-1' });
  });

  it('follows the title again once the field is cleared', () => {
    expect(urlIdDraft('Tea', '  ', [])).toEqual({ shown: 'tea', final: 'tea' });
  });
});
