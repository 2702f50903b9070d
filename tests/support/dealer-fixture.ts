/**
 * A complete, valid partner application as the API takes it (the seeded fields answered) for `phone`;
 * override what a test varies (a verification token, the form's language, a name).
 */
export function validDealerApplication(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Ravi",
    last_name: "Kumar",
    email: "ravi@example.in",
    phone,
    country: "India",
    state: "Maharashtra",
    district: "Pune",
    city: "Pune",
    pincode: "411001",
    street: "1 MG Road",
    requirements: JSON.stringify({
      business_type: "Solar installer / EPC",
      years_in_business: "3 to 5 years",
      investment_capacity: "₹10 to 25 lakh",
      showroom_available: "Yes",
      gst_number: "27AAAAA0000A1Z5",
    }),
    ...overrides,
  };
}
