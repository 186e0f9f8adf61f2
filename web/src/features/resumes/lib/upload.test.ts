import { describe, expect, it } from 'vitest';
import { hasAcceptedExtension, importedSummary, LINKEDIN_ACCEPT, RESUME_ACCEPT, serverMessage, UploadError } from '@/features/resumes/lib/upload';

describe('upload helpers', () => {
  it('accept the seed file types only', () => {
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
    expect(LINKEDIN_ACCEPT).toBe('.zip,.csv');
    expect(hasAcceptedExtension('Resume.PDF', RESUME_ACCEPT)).toBe(true);
    expect(hasAcceptedExtension('cv.docx', RESUME_ACCEPT)).toBe(true);
    expect(hasAcceptedExtension('cv.txt', RESUME_ACCEPT)).toBe(false);
    expect(hasAcceptedExtension('Positions.csv', LINKEDIN_ACCEPT)).toBe(true);
    expect(hasAcceptedExtension('noextension', LINKEDIN_ACCEPT)).toBe(false);
  });
  it("fail with 'Upload failed: {text}' and keep the server's message", () => {
    const error = new UploadError(400, '{"message":"This file is not a PDF, DOC or DOCX document."}');
    expect(error.message).toBe('Upload failed: {"message":"This file is not a PDF, DOC or DOCX document."}');
    expect(error.detail).toBe('This file is not a PDF, DOC or DOCX document.');
    expect(new UploadError(413, '').detail).toBe('The file is larger than 10 MB.');
    expect(serverMessage('plain words')).toBe('plain words');
    expect(serverMessage('<html>oops</html>')).toBe('');
  });
  it('words the counts of a LinkedIn import', () => {
    expect(importedSummary({ positions: 1, skills: 12, education: 0, emailAddresses: 2 })).toEqual([
      '1 position',
      '12 skills',
      '2 email addresses',
    ]);
  });
});
