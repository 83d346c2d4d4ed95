import { fieldLocator } from './request-context';

describe('fieldLocator: the edge adds the HTTP location to a field the domain names', () => {
  it('a GET field is in the query, unless the matched route has it as a path parameter', () => {
    const locate = fieldLocator('GET', ['slug']);
    expect(locate(['date'])).toEqual(['query', 'date']);
    expect(locate(['slug'])).toEqual(['path', 'slug']);
    expect(locate([])).toEqual(['query']);
  });

  it('a POST field is in the JSON body, nested paths kept', () => {
    expect(fieldLocator('POST', [])(['person', 'time'])).toEqual(['body', 'person', 'time']);
  });

  it('a location already named (a service that knows it) is kept as given', () => {
    expect(fieldLocator('POST', [])(['body', 'entries', 0, 'msg'])).toEqual(['body', 'entries', 0, 'msg']);
    expect(fieldLocator('GET', [])(['header', 'authorization'])).toEqual(['header', 'authorization']);
  });
});
