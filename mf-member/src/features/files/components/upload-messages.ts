export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LICENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
