/** Headings and fixed wording of the PDF report. */
export interface ReportCopy {
  title: string;
  preparedFor: string;
  dateOfBirth: string;
  generatedOn: string;
  contents: string;
  sections: {
    numbersAtAGlance: string;
    grid: string;
    impact: string;
    missing: string;
    planes: string;
    inDepth: string;
    kua: string;
    prediction: string;
    occupations: string;
    disclaimer: string;
  };
}
