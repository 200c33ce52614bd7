// The error catalogue: every error a user can cause has a code, an HTTP status (for the
// API), a severity, an emoji and a message in Spanish and English. The API returns the
// code; the web app shows the message in the user's language. Unknown codes fall back
// to `general.unknown`.

import type { Language } from '../constants.js';

export type Severity = 'error' | 'warning' | 'success' | 'info';

export interface CatalogueEntry {
  status: number;
  severity: Severity;
  emoji: string;
  es: string;
  en: string;
}

const entry = (status: number, severity: Severity, emoji: string, es: string, en: string): CatalogueEntry => ({
  status,
  severity,
  emoji,
  es,
  en,
});

export const errorCatalogue = {
  'general.unknown': entry(500, 'error', '❌', 'Ha ocurrido un error inesperado. Inténtalo de nuevo.', 'An unexpected error occurred. Please try again.'),
  'general.validation': entry(400, 'error', '⚠️', 'Error de validación: revisa los datos introducidos.', 'Validation error: please check the data you entered.'),
  'general.malformed_json': entry(400, 'error', '⚠️', 'La petición no contiene un JSON válido.', 'The request body is not valid JSON.'),
  'general.unsupported_media_type': entry(415, 'error', '⚠️', 'El formato de la petición no está admitido. Usa JSON.', 'The request format is not supported. Use JSON.'),
  'general.not_found': entry(404, 'error', '🔍', 'No se ha encontrado lo que buscas.', 'What you are looking for was not found.'),
  'general.route_not_found': entry(404, 'error', '🔍', 'Esta dirección de la API no existe.', 'This API address does not exist.'),
  'general.method_not_allowed': entry(405, 'error', '🚫', 'Esta operación no está permitida en esta dirección.', 'This operation is not allowed on this address.'),
  'general.payload_too_large': entry(413, 'error', '📦', 'La petición es demasiado grande.', 'The request is too large.'),
  'general.network': entry(0, 'error', '📡', 'No se puede conectar. Verifica tu conexión a internet.', 'Cannot connect. Check your internet connection.'),
  'rate_limit.too_many_requests': entry(429, 'warning', '⏳', 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.', 'Too many requests. Wait a moment and try again.'),
  'auth.unauthorized': entry(401, 'error', '🔒', 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.', 'Your session is not valid or has expired. Please sign in again.'),
  'auth.forbidden': entry(403, 'error', '🚫', 'No tienes permiso para realizar esta acción.', 'You do not have permission to do this.'),
  'auth.invalid_credentials': entry(401, 'error', '🔑', 'Correo o contraseña incorrectos. Revisa tus credenciales.', 'Wrong email or password. Please check your credentials.'),
  'auth.email_not_confirmed': entry(403, 'warning', '📧', 'Tu correo aún no está confirmado. Revisa tu bandeja de entrada (y la carpeta de spam).', 'Your email is not confirmed yet. Check your inbox (and the spam folder).'),
  'auth.password_reset_required': entry(403, 'warning', '🔑', 'Tienes que restablecer tu contraseña antes de entrar.', 'You need to reset your password before signing in.'),
  'auth.new_password_required': entry(403, 'warning', '🔑', 'Tienes que elegir una contraseña nueva para entrar.', 'You need to choose a new password to sign in.'),
  'auth.social_unavailable': entry(0, 'info', 'ℹ️', 'El acceso con Google y Apple aún no está disponible. Usa tu correo y contraseña.', 'Google and Apple sign-in are not available yet. Use your email and password.'),
  'photographer.not_found': entry(404, 'error', '👤', 'No se ha encontrado el fotógrafo.', 'Photographer not found.'),
  'profile.update_failed': entry(500, 'error', '❌', 'No se ha podido actualizar el perfil.', 'The profile could not be updated.'),
  'profile.slug_invalid': entry(400, 'error', '⚠️', 'La dirección de tu negocio solo puede tener letras minúsculas, números y guiones (de 3 a 40 caracteres).', 'Your business address may only contain lower-case letters, digits and hyphens (3 to 40 characters).'),
  'profile.slug_reserved': entry(400, 'error', '⚠️', 'Esa dirección está reservada por la aplicación. Elige otra.', 'That address is reserved by the app. Choose another one.'),
  'profile.slug_taken': entry(409, 'error', '⚠️', 'Otro fotógrafo ya usa esa dirección. Elige otra.', 'Another photographer already uses that address. Choose another one.'),
  'settings.update_failed': entry(500, 'error', '❌', 'No se han podido guardar los ajustes.', 'The settings could not be saved.'),
  'upload.type_not_allowed': entry(400, 'error', '🖼️', 'Tipo de archivo no permitido. Usa JPEG, PNG o WEBP.', 'File type not allowed. Use JPEG, PNG or WEBP.'),
  'upload.size_exceeded': entry(400, 'error', '📦', 'El archivo supera el tamaño máximo de 5 MB.', 'The file is larger than the 5 MB limit.'),
  'upload.not_found': entry(400, 'error', '🖼️', 'No encontramos el archivo subido. Vuelve a subirlo.', 'The uploaded file was not found. Please upload it again.'),
  'upload.not_an_image': entry(400, 'error', '🖼️', 'El archivo no es una imagen válida.', 'The file is not a valid image.'),
  'upload.failed': entry(500, 'error', '❌', 'No se ha podido subir el archivo.', 'The file could not be uploaded.'),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, code);

export interface ResolvedError extends CatalogueEntry {
  code: ErrorCode;
  message: string;
}

/** Looks a code up; anything unknown resolves to the unknown error. */
export const resolveError = (code: unknown, language: Language): ResolvedError => {
  const known: ErrorCode = isErrorCode(code) ? code : 'general.unknown';
  const found = errorCatalogue[known];
  return { ...found, code: known, message: found[language] };
};
