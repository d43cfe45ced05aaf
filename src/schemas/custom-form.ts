import * as v from 'valibot';
import { FlagSchema, NumberishSchema, optionalFlag } from './flag';

/** Custom form field types (spec 3 §2 "Custom form"). */
export const FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'dropdown',
  'radio',
  'checkbox',
  'date',
  'time',
  'datetime',
  'legend',
  'description',
  'image',
  'store_select',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const text = v.optional(v.string(), '');
const optionalNumber = v.optional(v.nullable(NumberishSchema), null);

/** One field of a custom form (spec 3 §3): id, type, index, required, label, placeholder, options, texts, image. */
export const CustomFormFieldSchema = v.object({
  id: v.union([v.string(), v.number()]),
  type: v.picklist(FIELD_TYPES),
  index: v.optional(NumberishSchema, 0),
  required: optionalFlag(false),
  label_text: text,
  placeholder_text: text,
  options: v.optional(v.array(v.object({ value: v.string() })), []),
  legend_text: text,
  description_text: text,
  img_src: text,
  height: optionalNumber,
  width: optionalNumber,
  /**
   * A date field's picker mode (spec 3 §9 "plus range, multiple and month modes"; the field's key is not stated):
   * single (Y-m-d), multiple ("Y-m-d, Y-m-d") or month (Y-m).
   */
  date_mode: v.optional(v.picklist(['single', 'multiple', 'month']), 'single'),
});

/** form_data (spec 3 §3): the form's behaviour and its own look. */
export const FormDataSchema = v.object({
  id: v.union([v.string(), v.number()]),
  require_captcha: optionalFlag(false),
  submit_button_text: v.optional(v.string(), 'Submit'),
  submitted_button_text: v.optional(v.string(), 'Submitting...'),
  submit_button_color: text,
  submit_button_text_color: text,
  submit_button_position: v.optional(v.picklist(['left', 'center', 'right', 'full']), 'left'),
  redirect_on_submit: optionalFlag(false),
  redirect_url: text,
  after_submit_message: v.optional(v.string(), 'Thank you! Your submission has been received.'),
  label_font_size: optionalNumber,
  heading_text: text,
  label_position: v.optional(v.picklist(['top', 'left', 'hidden']), 'top'),
  confirmation_error_color: text,
});

/** layout_settings (spec 3 §3): colours, padding, margin and background of the form's box. */
export const LayoutSettingsSchema = v.object({
  background_color: text,
  text_color: text,
  label_color: text,
  input_border_color: text,
  background_image: text,
  background_size: v.optional(v.picklist(['cover', 'contain', 'auto']), 'cover'),
  background_position: v.optional(v.string(), 'center'),
  padding: optionalNumber,
  margin: optionalNumber,
});

export const CustomFormSchema = v.object({
  form_data: FormDataSchema,
  layout_settings: v.optional(LayoutSettingsSchema, {}),
  fields: v.array(CustomFormFieldSchema),
});

/** POST module/forms/getLocations: each store's name and the email a submission for it goes to. */
export const FormLocationsSchema = v.array(v.object({ location_name: v.string(), email_address: v.string() }));

/** POST module/forms/postSubmission: success (a text or a flag), or error (thrown by the client as a server message). */
export const SubmissionAnswerSchema = v.object({ success: v.union([v.string(), FlagSchema]) });

export type CustomFormField = v.InferOutput<typeof CustomFormFieldSchema>;
export type CustomForm = v.InferOutput<typeof CustomFormSchema>;
export type FormLocation = v.InferOutput<typeof FormLocationsSchema>[number];
