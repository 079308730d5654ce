import { Type, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Money = Type.String({ description: 'decimal string, two places' });
