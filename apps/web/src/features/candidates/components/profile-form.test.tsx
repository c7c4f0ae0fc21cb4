import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, profilePath, profileRoutes, requestsTo, testProfile, testResume } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts between renders: a toast of one test must not show up in the next.
  toast.dismiss();
});

async function renderProfile(profile = testProfile(), extraRoutes: Record<string, FakeRoute> = {}) {
  const { routes, patches } = profileRoutes(profile);
  const fetchMock = mockApi({ user: testUser(), routes: { ...routes, ...extraRoutes } });
  const view = renderApp(profilePath);
  await screen.findByLabelText("Full Name");
  return { ...view, fetchMock, patches };
}

async function save() {
  await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
}

function section(name: string) {
  return screen.getByRole("region", { name });
}

describe("profile form", () => {
  it("loads the profile and saves the changes, with the exact toast", async () => {
    const { patches } = await renderProfile(
      testProfile({ bio: "Driver for 5 years.", skills: ["Driving"], education: [{ qualification: "PUC", institution: "Govt PU College", period: "2015", details: "" }] }),
    );

    expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Rao");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("9845012345");
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
    expect(screen.getByLabelText("Professional Summary")).toHaveValue("Driver for 5 years.");
    expect(screen.getByRole("button", { name: "Remove Driving" })).toBeInTheDocument();
    expect(within(section("Education")).getByText("PUC")).toBeInTheDocument();

    // Pasted, not typed key by key: each key draws the whole form again, seconds on a loaded machine.
    await userEvent.clear(screen.getByLabelText("Full Name"));
    await userEvent.paste("  Asha R  ");
    await userEvent.clear(screen.getByLabelText("Professional Summary"));
    await userEvent.paste("Delivery and driving.");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    await save();

    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(screen.getByText("Your profile has been updated successfully.")).toBeInTheDocument();
    expect(patches).toEqual([
      {
        name: "Asha R",
        phone: "9845012345",
        bio: "Delivery and driving.",
        skills: ["Driving"],
        education: [{ qualification: "PUC", institution: "Govt PU College", period: "2015", details: "" }],
        experience: [],
        wantedJobTypes: [],
        wantedPlaces: [],
        experienceYears: null,
        spokenLanguages: [],
        educationLevel: null,
        drivingLicences: [],
      },
    ]);
    // The saved name is the signed-in user's name everywhere, the navbar's menu included.
    expect(await screen.findByRole("button", { name: /Asha R$/ })).toBeInTheDocument();
    expect(screen.queryByText("You have unsaved changes.")).not.toBeInTheDocument();
  });

  it("saves the job types and places wanted, for Jobs for you", async () => {
    const { patches } = await renderProfile(testProfile({ wantedJobTypes: ["Part-time"], wantedPlaces: ["Hebbal"] }));
    const wanted = section("The work you want");
    expect(within(wanted).getByRole("checkbox", { name: "Part-time" })).toBeChecked();
    expect(within(wanted).getByRole("button", { name: "Remove Hebbal" })).toBeInTheDocument();

    await userEvent.click(within(wanted).getByRole("checkbox", { name: "Full-time" }));
    await userEvent.click(within(wanted).getByRole("checkbox", { name: "Part-time" }));
    await userEvent.type(within(wanted).getByLabelText("Places you want to work in"), "Gokulam{Enter}");
    await userEvent.type(within(wanted).getByLabelText("Places you want to work in"), "hebbal{Enter}");
    expect(within(wanted).getByText("hebbal is already in your places.")).toBeInTheDocument();
    await save();

    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(patches).toEqual([expect.objectContaining({ wantedJobTypes: ["Full-time"], wantedPlaces: ["Hebbal", "Gokulam"] })]);
  });

  it("saves the years of work, the education level and the languages spoken, and clears the years when emptied", async () => {
    const { patches } = await renderProfile(testProfile({ experienceYears: 2, spokenLanguages: ["kannada"] }));
    const facts = section("About your work");
    expect(within(facts).getByLabelText("Years of work")).toHaveValue(2);
    expect(within(facts).getByRole("checkbox", { name: "Kannada" })).toBeChecked();

    await userEvent.selectOptions(within(facts).getByLabelText("How far you studied"), "ITI");
    await userEvent.click(within(facts).getByRole("checkbox", { name: "Urdu" }));
    await userEvent.clear(within(facts).getByLabelText("Years of work"));
    await userEvent.type(within(facts).getByLabelText("Years of work"), "12");
    await save();
    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(patches.at(-1)).toMatchObject({ experienceYears: 12, educationLevel: "iti", spokenLanguages: ["kannada", "urdu"] });

    await userEvent.clear(within(facts).getByLabelText("Years of work"));
    await save();
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches.at(-1)).toMatchObject({ experienceYears: null });
  });

  it("saves the driving licences held, in the list's order, and names them in Kannada too", async () => {
    const { patches } = await renderProfile(testProfile({ drivingLicences: ["heavy"] }));
    const licences = within(section("About your work")).getByRole("group", { name: "Driving licences you hold" });
    expect(within(licences).getByRole("checkbox", { name: "Heavy or transport vehicle (HMV)" })).toBeChecked();
    expect(within(licences).getByRole("checkbox", { name: "Car (LMV)" })).not.toBeChecked();

    await userEvent.click(within(licences).getByRole("checkbox", { name: "Two-wheeler (MCWG)" }));
    await save();
    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(patches.at(-1)).toMatchObject({ drivingLicences: ["twoWheeler", "heavy"] });

    await switchLanguage("kn");
    const inKannada = await screen.findByRole("group", { name: "ನಿಮ್ಮ ಬಳಿ ಇರುವ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್" });
    expect(within(inKannada).getByRole("checkbox", { name: "ದ್ವಿಚಕ್ರ ವಾಹನ (MCWG)" })).toBeChecked();
  });

  it("shows translated field errors under the fields and sends nothing", async () => {
    const { patches } = await renderProfile();

    await userEvent.clear(screen.getByLabelText("Full Name"));
    await userEvent.type(screen.getByLabelText("Full Name"), "A");
    await userEvent.clear(screen.getByLabelText("Phone Number"));
    await userEvent.type(screen.getByLabelText("Phone Number"), "12");
    await save();

    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name")).toHaveAttribute("aria-invalid", "true");
    // "12" is there but too short: the message says the rule, not that the number is missing.
    expect(screen.getByText("Phone number must have 5 to 15 digits")).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("shows the server's refusal, translated, in 'Profile Update Failed'", async () => {
    const { routes } = profileRoutes();
    mockApi({
      user: testUser(),
      routes: {
        ...routes,
        "PATCH /api/profile": () => apiError(403, "role_change_refused", "Unauthorized role change attempt."),
      },
    });
    renderApp(profilePath);
    await screen.findByLabelText("Full Name");
    await save();

    expect(await screen.findByText("Profile Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Unauthorized role change attempt.")).toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    const { routes } = profileRoutes();
    mockApi({
      user: testUser(),
      routes: {
        ...routes,
        "PATCH /api/profile": () =>
          apiError(400, "invalid_input", "Invalid input", { bio: ["validation.profile.bioTooLong"] }),
      },
    });
    renderApp(profilePath);
    await screen.findByLabelText("Full Name");
    await save();

    expect(await screen.findByText("Profile Update Failed")).toBeInTheDocument();
    expect(screen.getByLabelText("Professional Summary")).toHaveAttribute("aria-invalid", "true");
    // Under the field, and as the toast's description.
    expect(screen.getAllByText("Please keep the summary under 2000 characters")).toHaveLength(2);
  });

  it("says 'There was a problem updating your profile.' when the server fails", async () => {
    const { routes } = profileRoutes();
    mockApi({
      user: testUser(),
      routes: { ...routes, "PATCH /api/profile": () => apiError(500, "internal", "Internal error") },
    });
    renderApp(profilePath);
    await screen.findByLabelText("Full Name");
    await save();

    expect(await screen.findByText("Profile Update Failed")).toBeInTheDocument();
    expect(screen.getByText("There was a problem updating your profile.")).toBeInTheDocument();
  });

  it("shows Saving... and blocks a second save while the first is on its way", async () => {
    const { routes, patches } = profileRoutes();
    let answer!: () => void;
    const patch = routes["PATCH /api/profile"]!;
    mockApi({
      user: testUser(),
      routes: {
        ...routes,
        "PATCH /api/profile": async (request) => {
          await new Promise<void>((resolve) => (answer = resolve));
          return patch(request);
        },
      },
    });
    renderApp(profilePath);
    await screen.findByLabelText("Full Name");
    await save();

    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toBeDisabled();
    answer();
    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(patches).toHaveLength(1);
  });

  it("leaves out an empty phone when the profile has none", async () => {
    const { patches } = await renderProfile(testProfile({ phone: null }));
    await save();

    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(patches[0]).not.toHaveProperty("phone");
  });
});

describe("skills", () => {
  it("adds with Enter, ignores empty and duplicate entries, and removes on click", async () => {
    const { patches } = await renderProfile(testProfile({ skills: ["Driving"] }));
    const input = screen.getByLabelText("Add a skill");

    await userEvent.type(input, "  Tally  {Enter}");
    expect(screen.getByRole("button", { name: "Remove Tally" })).toBeInTheDocument();
    expect(input).toHaveValue("");

    await userEvent.type(input, "   {Enter}");
    await userEvent.type(input, " driving {Enter}");
    expect(screen.getByText("driving is already in your skills.")).toBeInTheDocument();
    const skills = within(screen.getByRole("list", { name: "Your skills" })).getAllByRole("button");
    expect(skills.map((skill) => skill.textContent)).toEqual(["Driving", "Tally"]);

    await userEvent.click(screen.getByRole("button", { name: "Remove Driving" }));
    expect(screen.queryByRole("button", { name: "Remove Driving" })).not.toBeInTheDocument();

    await save();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.skills).toEqual(["Tally"]);
  });

  it("removes with Enter or Space from the keyboard and keeps the focus in the list", async () => {
    await renderProfile(testProfile({ skills: ["Driving", "Tally", "Cooking"] }));

    screen.getByRole("button", { name: "Remove Tally" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("button", { name: "Remove Tally" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Cooking" })).toHaveFocus();

    await userEvent.keyboard(" ");
    expect(screen.queryByRole("button", { name: "Remove Cooking" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Driving" })).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    expect(screen.getByText("No skills added yet.")).toBeInTheDocument();
    expect(screen.getByLabelText("Add a skill")).toHaveFocus();
  });

  it("adds with the Add button too, and Enter in the skill field does not save the form", async () => {
    const { patches } = await renderProfile();
    await userEvent.type(screen.getByLabelText("Add a skill"), "Customer service");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    await userEvent.type(screen.getByLabelText("Add a skill"), "Tally{Enter}");

    expect(screen.getByRole("button", { name: "Remove Customer service" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Tally" })).toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});

describe("education and experience", () => {
  const puc = { qualification: "PUC", institution: "Govt PU College", period: "2015", details: "" };
  const bcom = { qualification: "B.Com", institution: "Maharaja's College", period: "2018", details: "Accounts" };

  it("adds an entry through the dialog, checking its required fields", async () => {
    const { patches } = await renderProfile();

    await userEvent.click(within(section("Experience")).getByRole("button", { name: "Add Experience" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Experience" });
    await userEvent.type(within(dialog).getByLabelText("Job Title"), "Sales Executive");
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await within(dialog).findByText("Company is required")).toBeInTheDocument();
    // The dialog's submit is its own: the profile is not saved by it.
    expect(patches).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText("Company"), "Chamundi Logistics");
    await userEvent.type(within(dialog).getByLabelText(/^Period/), "2021 - 2024");
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(section("Experience")).getByText("Sales Executive")).toBeInTheDocument();
    expect(patches).toEqual([]);

    await save();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.experience).toEqual([
      { title: "Sales Executive", company: "Chamundi Logistics", period: "2021 - 2024", details: "" },
    ]);
  });

  it("edits, reorders and removes (after confirming) entries, and saves them in their new order", async () => {
    const diploma = { qualification: "Diploma", institution: "JSS Polytechnic", period: "2020", details: "" };
    const { patches } = await renderProfile(testProfile({ education: [puc, bcom, diploma] }));
    const education = section("Education");

    await userEvent.click(within(education).getByRole("button", { name: "Edit B.Com" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Education" });
    expect(within(dialog).getByLabelText("Qualification")).toHaveValue("B.Com");
    await userEvent.clear(within(dialog).getByLabelText("Qualification"));
    await userEvent.type(within(dialog).getByLabelText("Qualification"), "B.Com (Computers)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Moved up to the top from the keyboard; the focus follows the entry, to its other button at the top.
    within(education).getByRole("button", { name: "Move B.Com (Computers) up" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(within(education).getByRole("button", { name: "Move B.Com (Computers) up" })).toBeDisabled();
    expect(within(education).getByRole("button", { name: "Move B.Com (Computers) down" })).toHaveFocus();
    await userEvent.click(within(education).getByRole("button", { name: "Move PUC down" }));

    await userEvent.click(within(education).getByRole("button", { name: "Remove Diploma" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this entry?" });
    expect(within(confirm).getByText("Diploma will be removed from your profile when you save it.")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(within(education).getByText("Diploma")).toBeInTheDocument();

    await userEvent.click(within(education).getByRole("button", { name: "Remove Diploma" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(education).queryByText("Diploma")).not.toBeInTheDocument());

    const headings = within(education)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")?.textContent);
    expect(headings).toEqual(["B.Com (Computers)", "PUC"]);

    await save();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.education).toEqual([{ ...bcom, qualification: "B.Com (Computers)" }, puc]);
  });
});

describe("a chosen resume and Save Profile", () => {
  const uploaded = testResume({ name: "Asha CV.pdf" });

  async function chooseResume(name = "Asha CV.pdf") {
    const input = screen.getByLabelText<HTMLInputElement>("Resume file");
    await userEvent.upload(input, new File([new Uint8Array(2048)], name, { type: "application/pdf" }));
    expect(await screen.findByText("File selected")).toBeInTheDocument();
    return input;
  }

  it("uploads the chosen resume first, then saves the profile, and says both are saved in one toast", async () => {
    const order: string[] = [];
    const patches: unknown[] = [];
    let current = testProfile();
    const fetchMock = mockApi({
      user: testUser(),
      routes: {
        "GET /api/profile": () => json({ profile: current }),
        "PUT /api/profile/resume": () => {
          order.push("resume");
          current = { ...current, resume: uploaded };
          return json({ profile: current });
        },
        "PATCH /api/profile": async (request) => {
          order.push("profile");
          const body = (await request.json()) as Partial<typeof current>;
          patches.push(body);
          current = { ...current, ...body };
          return json({ profile: current });
        },
      },
    });
    renderApp(profilePath);
    await screen.findByLabelText("Full Name");
    await userEvent.type(screen.getByLabelText("Professional Summary"), "Accounts assistant.");
    const input = await chooseResume();
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();

    await save();

    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(screen.getByText("Your profile and your resume have been saved.")).toBeInTheDocument();
    expect(screen.queryByText("Resume Uploaded")).not.toBeInTheDocument();
    expect(order).toEqual(["resume", "profile"]);
    expect(requestsTo(fetchMock, "PUT", "/api/profile/resume")).toHaveLength(1);
    expect(patches).toEqual([expect.objectContaining({ bio: "Accounts assistant." })]);
    const card = screen.getByRole("region", { name: "Resume" });
    expect(within(card).getByRole("link", { name: "Download Asha CV.pdf" })).toBeInTheDocument();
    expect(within(card).queryByText("File selected")).not.toBeInTheDocument();
    expect(input.value).toBe("");
    expect(screen.queryByText("You have unsaved changes.")).not.toBeInTheDocument();
  });

  it("says the resume was not saved, and saves nothing, when the server refuses the file", async () => {
    const { patches } = await renderProfile(testProfile(), {
      "PUT /api/profile/resume": () => apiError(415, "invalid_file_format", "Invalid file format"),
    });
    await userEvent.type(screen.getByLabelText("Professional Summary"), "Accounts assistant.");
    await chooseResume("fake.pdf");

    await save();

    expect(await screen.findByText("Resume Not Saved")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Please upload PDF or MS Word documents only (.pdf, .doc, .docx) Your other changes are not saved yet either.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Profile Updated")).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    // The refused file is let go; the profile's changes wait for the next Save.
    expect(screen.queryByText("File selected")).not.toBeInTheDocument();
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Resume" })).toHaveTextContent("No resume uploaded yet.");
  });

  it("keeps a resume chosen while a refused one's save was on its way", async () => {
    let refuse!: () => void;
    const { patches } = await renderProfile(testProfile(), {
      "PUT /api/profile/resume": () => new Promise<Response>((resolve) => (refuse = () => resolve(apiError(415, "invalid_file_format", "Invalid file format")))),
    });
    const input = await chooseResume("fake.pdf");
    await save();
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeInTheDocument();

    await userEvent.upload(input, new File([new Uint8Array(2048)], "real-cv.pdf", { type: "application/pdf" }));
    const card = screen.getByRole("region", { name: "Resume" });
    expect(within(card).getByText("real-cv.pdf")).toBeInTheDocument();
    refuse();

    expect(await screen.findByText("Resume Not Saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Profile" })).toBeEnabled());
    // The refused file is let go, the one chosen since is not: the next Save sends it.
    expect(within(card).getByText("File selected")).toBeInTheDocument();
    expect(within(card).getByText("real-cv.pdf")).toBeInTheDocument();
    expect(within(card).queryByText("fake.pdf")).not.toBeInTheDocument();
    expect(input.files?.[0]?.name).toBe("real-cv.pdf");
    expect(patches).toEqual([]);
  });

  it("says so in Kannada too", async () => {
    await switchLanguage("kn");
    const { routes } = profileRoutes();
    mockApi({
      user: testUser(),
      routes: { ...routes, "PUT /api/profile/resume": () => apiError(500, "internal", "Internal error") },
    });
    renderApp(profilePath);
    const input = await screen.findByLabelText<HTMLInputElement>("ರೆಸ್ಯೂಮ್ ಫೈಲ್");
    await userEvent.upload(input, new File([new Uint8Array(2048)], "cv.pdf", { type: "application/pdf" }));
    await userEvent.click(await screen.findByRole("button", { name: "ಪ್ರೊಫೈಲ್ ಉಳಿಸಿ" }));

    expect(await screen.findByText("ರೆಸ್ಯೂಮ್ ಉಳಿಸಲು ಆಗಲಿಲ್ಲ")).toBeInTheDocument();
  });
});

describe("leaving with unsaved changes", () => {
  const leaveDialog = () => screen.findByRole("alertdialog", { name: "Leave this page?" });
  /** The navbar's link to the courses, as a reader would leave. */
  const openCourses = (name = "Courses") => userEvent.click(within(screen.getByRole("banner")).getByRole("link", { name }));

  async function renderChanged() {
    const view = await renderProfile();
    await userEvent.type(screen.getByLabelText("Professional Summary"), "Accounts assistant.");
    return view;
  }

  it("asks first: Stay keeps the page and the changes, Leave goes", async () => {
    const { router } = await renderChanged();

    await openCourses();
    const dialog = await leaveDialog();
    expect(within(dialog).getByText("You have unsaved changes. If you leave now, they will be lost.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(profilePath);
    expect(screen.getByLabelText("Professional Summary")).toHaveValue("Accounts assistant.");

    await openCourses();
    await userEvent.click(within(await leaveDialog()).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
  });

  it("asks about a chosen resume that is not uploaded", async () => {
    await renderProfile();
    await userEvent.upload(
      screen.getByLabelText<HTMLInputElement>("Resume file"),
      new File([new Uint8Array(2048)], "cv.pdf", { type: "application/pdf" }),
    );

    await openCourses();
    expect(await leaveDialog()).toBeInTheDocument();
  });

  it("lets the profile's own tabs be switched, and asks nothing once saved or without changes", async () => {
    const { router } = await renderChanged();

    await userEvent.click(screen.getByRole("tab", { name: "Saved Jobs" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "My Profile" }));

    await save();
    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    await openCourses();
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks the browser to confirm a reload or closing the tab, only while there are changes", async () => {
    await renderProfile();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await userEvent.type(screen.getByLabelText("Professional Summary"), "Accounts assistant.");
    expect(unload()).toBe(true);
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    const { routes } = profileRoutes();
    mockApi({ user: testUser(), routes });
    renderApp(profilePath);
    await userEvent.type(await screen.findByLabelText("ವೃತ್ತಿ ಸಾರಾಂಶ"), "ಲೆಕ್ಕಪತ್ರ");

    await openCourses("ಕೋರ್ಸ್‌ಗಳು");
    const dialog = await screen.findByRole("alertdialog", { name: "ಈ ಪುಟದಿಂದ ಹೊರಡಬೇಕೆ?" });
    expect(within(dialog).getByRole("button", { name: "ಇಲ್ಲೇ ಇರಿ" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "ಹೊರಡಿ" })).toBeInTheDocument();
  });
});
