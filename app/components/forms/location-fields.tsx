import { allDistrictGroups, districtOptions, stateOptions } from "./district-options.ts";
import { SelectField, TextField } from "./form-fields.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { normalisePincode } from "#app/modules/leads/schema/field-rules.ts";

type LocationName = "state" | "district" | "city" | "pincode";

/**
 * State, District, City and Pin code as both lead forms ask them (docs/decisions/200, Forms). Once the page
 * runs scripts the chosen state filters the districts; before that (and without JavaScript) every
 * district is offered, grouped by state. The form owns the values: a state change must also clear the
 * district, which `onStateChange` does in the form's own way.
 */
export function LocationFields({
  formId,
  values,
  errors,
  onValueChange,
  onStateChange,
  onBlurField,
}: {
  formId: string;
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  onValueChange: (name: Exclude<LocationName, "state">, value: string) => void;
  onStateChange: (state: string) => void;
  /** Where a form checks fields as they are left (the enquiry form). */
  onBlurField?: (name: LocationName) => void;
}) {
  const hydrated = useHydrated();
  const label = useCatalogue().forms.fields;
  // States in the page's language, districts in English (lang="en"); values English (record 192).
  const locale = useLocale();
  const districtList = hydrated
    ? { options: districtOptions(values.state ?? "", locale) }
    : { groups: allDistrictGroups(locale) };
  const blur = (name: LocationName) => (onBlurField ? { onBlurValue: () => onBlurField(name) } : {});
  return (
    <>
      <div className="lead-form__row">
        <SelectField
          formId={formId}
          name="state"
          label={label.state}
          placeholder={label.selectState}
          autoComplete="address-level1"
          options={stateOptions(locale)}
          value={values.state ?? ""}
          error={errors.state}
          onValueChange={onStateChange}
          {...blur("state")}
        />
        <SelectField
          formId={formId}
          name="district"
          label={label.district}
          placeholder={label.selectDistrict}
          {...districtList}
          value={values.district ?? ""}
          error={errors.district}
          onValueChange={(v) => onValueChange("district", v)}
          {...blur("district")}
        />
      </div>
      <div className="lead-form__row">
        <TextField
          formId={formId}
          name="city"
          label={label.city}
          autoComplete="address-level2"
          maxLength={100}
          value={values.city ?? ""}
          error={errors.city}
          onValueChange={(v) => onValueChange("city", v)}
          {...blur("city")}
        />
        <TextField
          formId={formId}
          name="pincode"
          label={label.pincode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          value={values.pincode ?? ""}
          error={errors.pincode}
          clean={normalisePincode}
          onValueChange={(v) => onValueChange("pincode", v)}
          {...blur("pincode")}
        />
      </div>
    </>
  );
}
