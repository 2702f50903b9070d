/**
 * A complete, valid enquiry as the API takes it (the seeded questions answered); override what a test
 * varies. The e-mail follows the phone, so enquiries with different phones are not e-mail repeats.
 */
export function validEnquiry(overrides: Record<string, unknown> = {}) {
  const phone = typeof overrides.phone_number === "string" ? overrides.phone_number : "9812345678";
  return {
    name: "Meera Iyer",
    email: `meera.${phone}@example.org`,
    phone_number: phone,
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
