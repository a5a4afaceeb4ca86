import {
  BUDGET_OPTIONS,
  DEMO_ADMIN_STATUSES,
  DEMO_INITIAL_STATUS,
  DEMO_STATUSES,
  isDemoStatus,
  MEETING_TIME_OPTIONS,
  optionValues,
  PROBLEM_AREA_OPTIONS,
  optionLabel,
} from './demo';

describe('demo requests', () => {
  it('has the four demo statuses; admins set the last three', () => {
    expect(DEMO_STATUSES).toEqual(['pending', 'contacted', 'qualified', 'converted']);
    expect(DEMO_INITIAL_STATUS).toBe('pending');
    expect(DEMO_ADMIN_STATUSES).toEqual(DEMO_STATUSES.slice(1));
    expect(isDemoStatus('qualified')).toBe(true);
    expect(isDemoStatus('approved')).toBe(false);
  });

  it('offers the six problem areas with human labels', () => {
    expect(optionValues(PROBLEM_AREA_OPTIONS)).toEqual(['hr', 'sales', 'customer-service', 'finance', 'operations', 'multiple']);
    for (const option of PROBLEM_AREA_OPTIONS) expect(option.label).toMatch(/^[A-Z][A-Za-z &]+$/);
  });

  it('offers the four budgets', () => {
    expect(BUDGET_OPTIONS.map(({ value, label }) => [value, label])).toEqual([
      ['core', '$299-$500/month'],
      ['pro', '$500-$1000/month'],
      ['enterprise', '$1000+/month'],
      ['custom', 'Custom Project'],
    ]);
  });

  it('offers the three meeting times', () => {
    expect(MEETING_TIME_OPTIONS.map(({ value, label }) => [value, label])).toEqual([
      ['morning', '9-12 PM'],
      ['afternoon', '12-5 PM'],
      ['evening', '5-8 PM'],
    ]);
  });

  it('labels an option value, keeps an unknown value as it is, and says what stands for none', () => {
    expect(optionLabel(PROBLEM_AREA_OPTIONS, 'hr')).toBe('Human Resources');
    expect(optionLabel(BUDGET_OPTIONS, 'legacy-plan')).toBe('legacy-plan');
    expect(optionLabel(MEETING_TIME_OPTIONS, null)).toBe('—');
    expect(optionLabel(MEETING_TIME_OPTIONS, '', 'not given')).toBe('not given');
  });
});
