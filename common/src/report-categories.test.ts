import { describe, expect, it } from 'vitest';
import { parseReportCategory, REPORT_CATEGORIES, reportCategoryLabel } from './report-categories';

describe('report categories', () => {
  it('lists the four reasons in the wizard order', () => {
    expect(REPORT_CATEGORIES.map((c) => c.label)).toEqual([
      'Violent, hateful, or disturbing content',
      'Scam or false information',
      'Bullying, harassment or abuse',
      'Adult Content',
    ]);
  });

  it('labels a category, and nothing for none', () => {
    expect(reportCategoryLabel('ADULT_CONTENT')).toBe('Adult Content');
    expect(reportCategoryLabel(null)).toBe('');
    expect(reportCategoryLabel('SPAM')).toBe('');
  });

  it('parses the name or the label in any case', () => {
    expect(parseReportCategory('scam_false_information')).toBe('SCAM_FALSE_INFORMATION');
    expect(parseReportCategory(' bullying, harassment or abuse ')).toBe('BULLYING_HARASSMENT');
    expect(parseReportCategory('Spam')).toBeNull();
    expect(parseReportCategory(3)).toBeNull();
  });
});
