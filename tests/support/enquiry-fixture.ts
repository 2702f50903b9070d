/** A complete, valid enquiry as the API takes it (the seeded questions answered); override what a test varies. */
export function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: "Meera Iyer",
    email: "meera@example.org",
    phone_number: "9812345678",
    state: "Kerala",
    district: "Ernakulam",
    city: "Kochi",
    pincode: "682001",
    enquiry_requirements: {
      1: "Industrial",
      2: "Inroof Solar",
      3: "Above 20,000 sq ft",
      4: "Within 1 month",
    },
    ...overrides,
  };
}
