import { goalBody, type GoalForm } from './goal-body';

const form: GoalForm = {
  name: ' Called a dharamshala ',
  kind: 'event',
  page: '/stays/*',
  event: 'call',
  property: '',
  value: '',
};

describe('goalBody', () => {
  it('sends a page goal without the event fields', () => {
    expect(goalBody({ ...form, kind: 'page', property: 'listing' })).toEqual({
      name: 'Called a dharamshala',
      page: '/stays/*',
    });
  });

  it('sends an event goal with its property and value only when given', () => {
    expect(goalBody(form)).toEqual({ name: 'Called a dharamshala', event: 'call' });
    expect(goalBody({ ...form, property: 'listing', value: ' Jal Mandir Dharamshala ' })).toEqual({
      name: 'Called a dharamshala',
      event: 'call',
      property: 'listing',
      value: 'Jal Mandir Dharamshala',
    });
  });

  it('leaves a property without its value for the API to refuse at the value', () => {
    expect(goalBody({ ...form, property: 'listing' })).toEqual({
      name: 'Called a dharamshala',
      event: 'call',
      property: 'listing',
    });
  });
});
