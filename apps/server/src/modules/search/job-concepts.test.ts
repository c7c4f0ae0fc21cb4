/** The concepts a job's text names, found when it is written: each kind where a query's other names of it count. */
import { describe, expect, it } from "vitest";
import { conceptColumns, conceptsVersion, jobConcepts, type JobText } from "./job-concepts.ts";

const job = (text: Partial<JobText>): JobText => ({ title: "", location: "", company: "", description: "", jobType: "Full-time", ...text });
const concepts = (text: Partial<JobText>) => jobConcepts(job(text));

describe("a job's concepts", () => {
  it("take a trade from the title in any script, with plurals and Kannada case endings, and only as a mention from elsewhere", () => {
    expect(concepts({ title: "Drivers" })).toContain("trade:driver");
    expect(concepts({ title: "ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ" })).toContain("trade:driver");
    expect(concepts({ title: "Chef", titleKn: "ಅಡುಗೆಯವರು" })).toContain("trade:cook");
    // A delivery job that mentions a driver is not a driver's job, but the mention can rank it.
    const delivery = concepts({ title: "Delivery Executive", description: "Work with our ಚಾಲಕ on the van." });
    expect(delivery).not.toContain("trade:driver");
    expect(delivery).toContain("mentioned:trade:driver");
  });

  it("keep each name of a trade, place or qualifier the title has, for ranking the word typed", () => {
    expect(concepts({ title: "Car Drivers", location: "Hebbal" })).toEqual(expect.arrayContaining(["title:car driver", "title:driver", "trade:driver"]));
    expect(concepts({ title: "Car Drivers", location: "Hebbal" })).not.toContain("title:hebbal");
  });

  it("keep each name of a trade, place or qualifier named outside its own fields, as the words a search typed found there", () => {
    const helper = concepts({ title: "Shop helper", location: "Near the drivers' stand, Hebbal", company: "Gokulam Traders", description: "Assist our ಚಾಲಕರು." });
    expect(helper).toEqual(expect.arrayContaining(["named:driver", "named:gokulam", "text:ಚಾಲಕ"]));
    // In the title, a trade's name is its concept and its title's name; in the location, a place's is its concept.
    expect(concepts({ title: "Driver", location: "Hebbal" }).filter((concept) => concept.startsWith("named:") || concept.startsWith("text:"))).toEqual([]);
  });

  it("take a trade's two-letter abbreviation from the title as the whole word only, never from the rest of the ad", () => {
    expect(concepts({ title: "MR for Mysuru HQ" })).toEqual(expect.arrayContaining(["trade:medical representative", "title:mr"]));
    expect(concepts({ title: "MRP billing clerk" })).not.toContain("trade:medical representative");
    const contact = concepts({ title: "Cook", company: "Mr. Dosa", description: "Contact Mr. Ravi." });
    expect(contact.filter((concept) => concept.includes("medical representative") || concept.endsWith(":mr"))).toEqual([]);
  });

  it("read a Kannada word drawn with a zero-width joiner as the same word, in the ad and in the vocabulary", () => {
    // ವಾಚ್‌ಮನ್ (with a non-joiner) and the vocabulary's ವಾಚ್ಮನ್ are one word: a watchman's ad is a guard's job.
    expect(concepts({ title: "ವಾಚ್\u200cಮನ್ ಬೇಕು" })).toContain("trade:security guard");
    expect(concepts({ title: "ವಾಚ್ಮನ್ ಬೇಕು" })).toContain("trade:security guard");
    // A joiner between a Kannada and a Latin letter is left as it is: it joins no Kannada word.
    expect(concepts({ title: "Driver\u200cಚಾಲಕ" })).toContain("trade:driver");
  });

  it("keep a trade's name from finding a longer word that names something else", () => {
    expect(concepts({ title: "Staff Nurse" })).toContain("trade:nurse");
    expect(concepts({ title: "Plant Nursery Helper" })).not.toContain("trade:nurse");
  });

  it("take a place from the title or the location, in either script", () => {
    expect(concepts({ title: "Cook", location: "ಹೆಬ್ಬಾಳದಲ್ಲಿ" })).toEqual(expect.arrayContaining(["place:Hebbal", "trade:cook"]));
    expect(concepts({ title: "Gokulam Cafe Waiter", location: "Mysuru" })).toEqual(expect.arrayContaining(["place:Gokulam", "place:Mysuru"]));
  });

  it("take a qualification as whole words anywhere in the ad, its requirements too", () => {
    expect(concepts({ title: "Electrician", requirements: "ITI Electrician with 2 years' experience" })).toContain("qualification:iti");
    expect(concepts({ title: "Accountant", requirements: "B.Com graduate" })).toContain("qualification:bcom");
    expect(concepts({ title: "Teacher", descriptionKn: "ಪಿಯುಸಿಯಲ್ಲಿ ಉತ್ತೀರ್ಣರಾದವರು" })).toContain("qualification:puc");
    expect(concepts({ title: "Travel Agent", description: "Plan each itinerary." })).not.toContain("qualification:iti");
  });

  it("take work from home as a condition stated anywhere in the ad, in English or Kannada", () => {
    expect(concepts({ title: "Aari Embroidery Worker", description: "Paid per piece. Work from home possible." })).toContain("qualification:work from home");
    expect(concepts({ title: "Agarbatti Rolling", description: "Roll sticks at our unit or from home." })).toContain("qualification:work from home");
    expect(concepts({ title: "ಟೈಲರ್", descriptionKn: "ಮನೆಯಿಂದಲೇ ಕೆಲಸ ಮಾಡಬಹುದು." })).toContain("qualification:work from home");
    expect(concepts({ title: "Driver", description: "Drive the owner home from the office." })).not.toContain("qualification:work from home");
  });

  it("take the job type from the job's type and from words in its title, whole", () => {
    expect(concepts({ title: "Cook", jobType: "Contract" })).toContain("type:contract");
    expect(concepts({ title: "Part Time Cook" })).toEqual(expect.arrayContaining(["type:part time", "type:full time"]));
    expect(concepts({ title: "International School Teacher" })).not.toContain("type:internship");
  });

  it("come with the vocabulary's version, the same for the same vocabulary", () => {
    expect(conceptColumns(job({ title: "Driver" }))).toEqual({ concepts: jobConcepts(job({ title: "Driver" })), conceptsVersion });
    expect(conceptsVersion).toMatch(/^[0-9a-f]{16}$/);
  });
});
