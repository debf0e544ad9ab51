/** Personal info change requests (spec 1 §3 Info change request, §4, §5 Info change images, §9 Images). */
import { z } from 'zod';

/** Fields a user may ask to change (spec 1 §3). */
export const INFO_CHANGE_FIELDS = ['name', 'surname', 'email', 'phone_number', 'home_address', 'relatives', 'mailing_address'] as const;
export type InfoChangeField = (typeof INFO_CHANGE_FIELDS)[number];

export const INFO_CHANGE_LIMITS = {
  /** At most this many images. */
  maxImages: 3,
  /** Each image must be smaller than this (bytes). */
  maxImageBytes: 10_000_000,
  imageTypes: ['jpeg', 'jpg', 'png', 'pdf'] as const,
  /** Longest value per field (spec 1 §5 user form). */
  valueMax: { name: 255, surname: 255, email: 255, phone_number: 255, home_address: 512, mailing_address: 512, relatives: 20_000 } as Record<InfoChangeField, number>,
} as const;

export const infoChangeImage = z.object({ name: z.string().trim().min(1).max(255), data: z.string().min(1) });

/** POST /api/v1/users/:id/edit. `value` is text; for `relatives` a JSON list (array or its JSON text). */
export const infoChangeBody = z.object({
  type: z.enum(INFO_CHANGE_FIELDS),
  value: z.union([z.string(), z.array(z.record(z.string(), z.unknown()))]),
  images: z.array(infoChangeImage).default([]),
});

export const infoChangeObject = z.object({
  id: z.number().int(),
  type: z.enum(INFO_CHANGE_FIELDS),
  value: z.unknown(),
  old_value: z.unknown(),
  user_id: z.number().int(),
  images: z.array(z.object({ id: z.number().int(), name: z.string(), content_type: z.string(), size: z.number().int(), data: z.string() })),
  applied_at: z.string().nullable(),
});

export const infoChangeReply = z.object({ id: z.number().int(), request_id: z.number().int(), status: z.string() });
