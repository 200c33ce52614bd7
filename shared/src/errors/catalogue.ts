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
  'general.changed_meanwhile': entry(409, 'warning', '🔄', 'Otro cambio se estaba guardando a la vez. Inténtalo de nuevo.', 'Another change was being saved at the same moment. Please try again.'),
  'general.network': entry(0, 'error', '📡', 'No se puede conectar. Verifica tu conexión a internet.', 'Cannot connect. Check your internet connection.'),
  'rate_limit.too_many_requests': entry(429, 'warning', '⏳', 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.', 'Too many requests. Wait a moment and try again.'),
  'auth.unauthorized': entry(401, 'error', '🔒', 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.', 'Your session is not valid or has expired. Please sign in again.'),
  'auth.forbidden': entry(403, 'error', '🚫', 'No tienes permiso para realizar esta acción.', 'You do not have permission to do this.'),
  'auth.invalid_credentials': entry(401, 'error', '🔑', 'Correo o contraseña incorrectos. Revisa tus credenciales.', 'Wrong email or password. Please check your credentials.'),
  'auth.email_not_confirmed': entry(403, 'warning', '📧', 'Tu correo aún no está confirmado. Revisa tu bandeja de entrada (y la carpeta de spam).', 'Your email is not confirmed yet. Check your inbox (and the spam folder).'),
  'auth.password_reset_required': entry(403, 'warning', '🔑', 'Tienes que restablecer tu contraseña antes de entrar.', 'You need to reset your password before signing in.'),
  'auth.new_password_required': entry(403, 'warning', '🔑', 'Tienes que elegir una contraseña nueva para entrar.', 'You need to choose a new password to sign in.'),
  'auth.social_unavailable': entry(0, 'info', 'ℹ️', 'El acceso con Google y Apple aún no está disponible. Usa tu correo y contraseña.', 'Google and Apple sign-in are not available yet. Use your email and password.'),
  'auth.invalid_request': entry(0, 'error', '⚠️', 'La solicitud de autenticación no es válida.', 'The authentication request is not valid.'),
  'auth.access_denied': entry(0, 'error', '🚫', 'Se ha denegado el acceso.', 'Access was denied.'),
  'auth.server_error': entry(0, 'error', '❌', 'El servidor de autenticación ha tenido un error. Inténtalo más tarde.', 'The authentication server had an error. Please try again later.'),
  'auth.temporarily_unavailable': entry(0, 'warning', '⏳', 'La autenticación no está disponible en este momento. Inténtalo más tarde.', 'Authentication is temporarily unavailable. Please try again later.'),
  'auth.invalid_token': entry(0, 'error', '🔗', 'El enlace no es válido o ya se ha usado.', 'The link is not valid or has already been used.'),
  'auth.token_expired': entry(0, 'error', '⌛', 'El enlace ha caducado. Solicita uno nuevo.', 'The link has expired. Please request a new one.'),
  'auth.signup_disabled': entry(0, 'error', '🚫', 'El registro de nuevas cuentas está desactivado.', 'New account sign-up is disabled.'),
  'auth.email_already_registered': entry(0, 'error', '📧', 'Este correo ya está registrado. Por favor, inicia sesión.', 'This email is already registered. Please sign in.'),
  'auth.weak_password': entry(0, 'error', '🔑', 'La contraseña es demasiado débil. Usa al menos 6 caracteres.', 'The password is too weak. Use at least 6 characters.'),
  'auth.invalid_email': entry(0, 'error', '📧', 'El correo electrónico no es válido.', 'The email address is not valid.'),
  'auth.account_deleted': entry(0, 'warning', '👤', 'Tu sesión ha terminado porque la cuenta se ha eliminado o ha cambiado. Inicia sesión de nuevo.', 'Your session ended because the account was deleted or changed. Please sign in again.'),
  'signup.connection_problem': entry(0, 'error', '📡', 'No se puede completar el registro por problemas de conexión con el servidor. Inténtalo más tarde.', 'You cannot sign up right now because of server connection problems. Please try again later.'),
  'signup.already_registered': entry(0, 'error', '📧', 'Este correo ya está registrado. Por favor, inicia sesión.', 'This email is already registered. Please sign in.'),
  'signup.invalid_email': entry(0, 'error', '📧', 'El correo electrónico no es válido.', 'The email address is not valid.'),
  'signup.password_too_short': entry(0, 'error', '🔑', 'La contraseña debe tener al menos 6 caracteres.', 'The password must be at least 6 characters long.'),
  'signup.create_failed': entry(0, 'error', '❌', 'No se ha podido crear la cuenta. Inténtalo de nuevo.', 'The account could not be created. Please try again.'),
  'signup.confirmation_sent': entry(0, 'success', '📬', 'Te hemos enviado un correo de confirmación. Revisa tu bandeja de entrada.', 'We have sent you a confirmation email. Check your inbox.'),
  'login.reset_email_required': entry(0, 'warning', '📧', 'Escribe tu correo electrónico para restablecer la contraseña.', 'Enter your email address to reset your password.'),
  'login.reset_email_failed': entry(0, 'error', '❌', 'No se ha podido enviar el correo para restablecer la contraseña. Inténtalo de nuevo.', 'The password reset email could not be sent. Please try again.'),
  'login.reset_email_sent': entry(0, 'success', '📬', 'Te hemos enviado las instrucciones para restablecer tu contraseña.', 'We have sent you the instructions to reset your password.'),
  'reset_password.failed': entry(0, 'error', '❌', 'No se ha podido cambiar la contraseña. Inténtalo de nuevo.', 'The password could not be changed. Please try again.'),
  'confirm.already_confirmed': entry(0, 'info', '✅', 'Tu correo ya está confirmado. Inicia sesión para entrar en tu estudio.', 'Your email is already confirmed. Sign in to enter your studio.'),
  'confirm.resend_failed': entry(0, 'error', '📡', 'No se ha podido reenviar el correo de confirmación. Inténtalo de nuevo en unos minutos.', 'The confirmation email could not be sent again. Please try again in a few minutes.'),
  'confirm.failed': entry(0, 'error', '❌', 'No se ha podido confirmar tu correo. Inténtalo de nuevo.', 'Your email could not be confirmed. Please try again.'),
  'invite.link_invalid': entry(0, 'error', '🔗', 'El enlace de invitación no es válido o ha caducado.', 'The invitation link is not valid or has expired.'),
  'invite.unexpected': entry(0, 'error', '❌', 'Ha ocurrido un error inesperado al aceptar la invitación.', 'An unexpected error occurred while accepting the invitation.'),
  'invite.no_active_session': entry(0, 'error', '🔒', 'No se ha encontrado una sesión de usuario activa. Abre de nuevo el enlace de invitación.', 'No active user session was found. Open the invitation link again.'),
  'callback.auth_error': entry(0, 'error', '❌', 'Error de autenticación.', 'Authentication error.'),
  'callback.missing_parameters': entry(0, 'error', '⚠️', 'Faltan parámetros en el enlace de autenticación.', 'The authentication link is missing parameters.'),
  'callback.unsupported_type': entry(0, 'error', '⚠️', 'Este tipo de enlace de autenticación no está admitido.', 'This type of authentication link is not supported.'),
  'callback.processing_failed': entry(0, 'error', '❌', 'No se ha podido procesar la autenticación.', 'The authentication could not be processed.'),
  'callback.unknown': entry(0, 'error', '❌', 'Ha ocurrido un error desconocido durante la autenticación.', 'An unknown error occurred during authentication.'),
  'callback.session_not_established': entry(0, 'error', '🔒', 'No se ha podido establecer la sesión. Inicia sesión para continuar.', 'The session could not be established. Sign in to continue.'),
  'callback.success_signup': entry(0, 'success', '🎉', '¡Cuenta creada correctamente!', 'Account created successfully!'),
  'callback.success_recovery': entry(0, 'success', '🔑', 'Contraseña restablecida correctamente.', 'Password reset successfully.'),
  'callback.success_invite': entry(0, 'success', '🤝', 'Invitación aceptada correctamente.', 'Invitation accepted successfully.'),
  'callback.success_email_change': entry(0, 'success', '📧', 'Correo electrónico actualizado correctamente.', 'Email address updated successfully.'),
  'callback.success_magiclink': entry(0, 'success', '✨', 'Has iniciado sesión correctamente.', 'Signed in successfully.'),
  'callback.success_generic': entry(0, 'success', '✅', 'Autenticación completada correctamente.', 'Authentication completed successfully.'),
  'photographer.not_found': entry(404, 'error', '👤', 'No se ha encontrado el fotógrafo.', 'Photographer not found.'),
  'profile.update_failed': entry(500, 'error', '❌', 'No se ha podido actualizar el perfil.', 'The profile could not be updated.'),
  'profile.website_invalid': entry(400, 'error', '🌐', 'La web no es válida. Escribe una dirección como www.tuestudio.com.', 'The website is not valid. Enter an address such as www.yourstudio.com.'),
  'profile.phone_invalid': entry(400, 'error', '📞', 'El teléfono solo puede tener números, espacios, guiones, puntos y paréntesis (de 6 a 15 dígitos).', 'The phone number may only contain digits, spaces, hyphens, dots and brackets (6 to 15 digits).'),
  'tax_id.required': entry(400, 'error', '⚠️', 'Campo requerido', 'Required field'),
  'tax_id.invalid_format': entry(400, 'error', '⚠️', 'Formato inválido. Debe ser NIF (12345678A), CIF (A12345674) o NIE (X1234567L).', 'Invalid format. It must be a NIF (12345678A), CIF (A12345674) or NIE (X1234567L).'),
  'tax_id.wrong_letter': entry(400, 'error', '⚠️', 'Letra incorrecta. Debería ser {expected}.', 'Wrong letter. It should be {expected}.'),
  'tax_id.invalid_organisation': entry(400, 'error', '⚠️', 'Tipo de organización inválido.', 'Invalid organisation type.'),
  'tax_id.wrong_control': entry(400, 'error', '⚠️', 'Dígito de control incorrecto. Debería ser {expected}.', 'Wrong control character. It should be {expected}.'),
  'profile.slug_invalid': entry(400, 'error', '⚠️', 'La dirección de tu negocio solo puede tener letras minúsculas, números y guiones (de 3 a 40 caracteres).', 'Your business address may only contain lower-case letters, digits and hyphens (3 to 40 characters).'),
  'profile.slug_reserved': entry(400, 'error', '⚠️', 'Esa dirección está reservada por la aplicación. Elige otra.', 'That address is reserved by the app. Choose another one.'),
  'profile.changed_meanwhile': entry(409, 'warning', '🔄', 'Tu perfil ha cambiado mientras tanto. Recarga y vuelve a intentarlo.', 'Your profile changed meanwhile. Reload and try again.'),
  'profile.slug_taken': entry(409, 'error', '⚠️', 'Otro fotógrafo ya usa esa dirección. Elige otra.', 'Another photographer already uses that address. Choose another one.'),
  'settings.update_failed': entry(500, 'error', '❌', 'No se han podido guardar los ajustes.', 'The settings could not be saved.'),
  'preferences.language_sync_failed': entry(0, 'warning', '🌐', 'El idioma se ha cambiado en este navegador, pero no se ha podido guardar en tu cuenta.', 'The language changed in this browser, but it could not be saved to your account.'),
  'preferences.currency_sync_failed': entry(0, 'error', '💱', 'No se ha podido guardar la moneda. Inténtalo de nuevo.', 'The currency could not be saved. Please try again.'),
  'preferences.date_format_sync_failed': entry(0, 'error', '📅', 'No se ha podido guardar el formato de fecha. Inténtalo de nuevo.', 'The date format could not be saved. Please try again.'),
  'preferences.timezone_sync_failed': entry(0, 'error', '🕒', 'No se ha podido guardar la zona horaria. Inténtalo de nuevo.', 'The time zone could not be saved. Please try again.'),
  'preferences.theme_sync_failed': entry(0, 'warning', '🎨', 'El tema se ha cambiado en este navegador, pero no se ha podido guardar en tu cuenta.', 'The theme changed in this browser, but it could not be saved to your account.'),
  'notifications.update_failed': entry(0, 'error', '🔔', 'No se han podido guardar tus preferencias de notificación.', 'Your notification preferences could not be saved.'),
  'password.not_authenticated': entry(401, 'error', '🔒', 'No hay ninguna sesión iniciada. Inicia sesión de nuevo para cambiar la contraseña.', 'You are not signed in. Sign in again to change your password.'),
  'password.update_failed': entry(400, 'error', '🔑', 'Error al actualizar la contraseña. Inténtalo de nuevo.', 'Error updating the password. Please try again.'),
  'password.incorrect_current': entry(400, 'error', '🔑', 'La contraseña actual es incorrecta.', 'The current password is incorrect.'),
  'password.unexpected': entry(500, 'error', '❌', 'Error inesperado al cambiar la contraseña. Inténtalo de nuevo.', 'Unexpected error while changing the password. Please try again.'),
  'password.updated': entry(200, 'success', '✅', 'Contraseña actualizada correctamente.', 'Password updated successfully.'),
  'email.change_unavailable': entry(0, 'info', '📧', 'El cambio de correo electrónico no está disponible por ahora: exige confirmar tanto la dirección actual como la nueva, y esa verificación aún no está activa.', 'Changing your email address is not available yet: it needs confirmation from both the current and the new address, and that check is not active yet.'),
  'email.not_authorized': entry(403, 'error', '📧', 'Esta dirección de correo no está autorizada.', 'This email address is not authorised.'),
  'email.already_in_use': entry(409, 'error', '📧', 'Esta dirección de correo ya está en uso.', 'This email address is already in use.'),
  'catalog.product_not_found': entry(404, 'error', '🔍', 'No se ha encontrado el producto.', 'Product not found.'),
  'catalog.package_not_found': entry(404, 'error', '🔍', 'No se ha encontrado el paquete.', 'Package not found.'),
  'catalog.comment_not_found': entry(404, 'error', '🔍', 'No se ha encontrado el comentario.', 'Comment not found.'),
  'catalog.product_in_use': entry(409, 'warning', '🔒', 'No se puede eliminar: el producto está incluido en uno o más paquetes. Quítalo de esos paquetes primero.', 'Cannot delete: the product is included in one or more packages. Remove it from those packages first.'),
  'catalog.package_in_use': entry(409, 'warning', '🔒', 'No se puede eliminar: el paquete está en uso en una o más sesiones.', 'Cannot delete: the package is used by one or more sessions.'),
  'catalog.comment_in_use': entry(409, 'warning', '🔒', 'No se puede eliminar: el comentario se usa como mensaje de un enlace compartido.', 'Cannot delete: the comment is used as the message of a share link.'),
  'catalog.variant_in_use': entry(409, 'warning', '🔒', 'No se puede quitar una variante que incluye algún paquete.', 'A variant included in a package cannot be removed.'),
  'catalog.unknown_product': entry(400, 'error', '⚠️', 'Añadir un producto al paquete requiere un producto existente y al menos una de sus variantes.', 'Adding a product to the package needs an existing product and at least one of its variants.'),
  'catalog.watermark_needs_business_name': entry(400, 'warning', '💧', 'Para usar marca de agua, añade el nombre de tu negocio en tu perfil.', 'To use a watermark, add your business name to your profile.'),
  'catalog.changed_meanwhile': entry(409, 'warning', '🔄', 'Otro cambio se guardó mientras tanto. Recarga y vuelve a intentarlo.', 'Another change was saved meanwhile. Reload and try again.'),
  'crm.contact_not_found': entry(404, 'error', '🔍', 'No se ha encontrado el contacto.', 'Contact not found.'),
  'crm.related_contact_not_found': entry(404, 'error', '🔍', 'No se ha encontrado el contacto relacionado.', 'The related contact was not found.'),
  'crm.relationship_not_found': entry(404, 'error', '🔍', 'No se ha encontrado la relación.', 'Relationship not found.'),
  'crm.relationship_exists': entry(409, 'warning', '👪', 'Esta relación ya existe.', 'This relationship already exists.'),
  'crm.already_client': entry(409, 'warning', '🤝', 'Este contacto ya es cliente. La conversión no se puede deshacer.', 'This contact is already a client. The conversion cannot be undone.'),
  'crm.changed_meanwhile': entry(409, 'warning', '🔄', 'Otro cambio se guardó mientras tanto. Recarga y vuelve a intentarlo.', 'Another change was saved meanwhile. Reload and try again.'),
  'crm.self_relationship': entry(400, 'warning', '👪', 'Un contacto no puede relacionarse consigo mismo.', 'A contact cannot be linked to itself.'),
  'crm.import_not_json_file': entry(400, 'error', '📄', 'Solo se pueden importar archivos JSON (.json).', 'Only JSON files (.json) can be imported.'),
  'crm.import_file_too_large': entry(400, 'error', '📦', 'El archivo supera los 5 MB. Divídelo en varios archivos.', 'The file is larger than 5 MB. Split it into several files.'),
  'crm.import_too_large': entry(413, 'error', '📦', 'La importación supera los 5 MB. Divide el archivo en varios.', 'The import is larger than 5 MB. Split the file into several.'),
  'crm.import_invalid_json': entry(400, 'error', '📄', 'El archivo no contiene un JSON válido.', 'The file does not contain valid JSON.'),
  'crm.import_wrong_structure': entry(400, 'error', '📄', 'Estructura incorrecta: el archivo debe contener una lista (array) de contactos.', 'Wrong structure: the file must contain a list (array) of contacts.'),
  'crm.import_empty': entry(400, 'error', '📭', 'El archivo está vacío: no contiene ningún contacto.', 'The file is empty: it contains no contacts.'),
  'crm.import_too_many': entry(400, 'error', '📦', 'Un archivo puede tener como máximo 5000 contactos. Divídelo en varios archivos.', 'A file can hold at most 5000 contacts. Split it into several files.'),
  'crm.import_missing_fields': entry(400, 'error', '⚠️', 'Algunos contactos tienen campos obligatorios vacíos o valores no válidos. No se ha importado ninguno.', 'Some contacts have empty required fields or invalid values. None was imported.'),
  'crm.import_failed': entry(500, 'error', '❌', 'No se ha podido completar la importación. No se ha guardado ningún contacto; inténtalo de nuevo.', 'The import could not be completed. No contact was saved; please try again.'),
  'crm.export_no_columns': entry(400, 'warning', '📋', 'Elige al menos una columna para exportar.', 'Choose at least one column to export.'),
  'crm.export_no_data': entry(400, 'warning', '📭', 'No hay datos que exportar con estos filtros.', 'There is no data to export with these filters.'),
  'crm.export_preview_failed': entry(500, 'error', '❌', 'No se ha podido cargar la vista previa.', 'The preview could not be loaded.'),
  'crm.export_failed': entry(500, 'error', '❌', 'No se ha podido generar el archivo de exportación. Inténtalo de nuevo.', 'The export file could not be created. Please try again.'),
  'upload.type_not_allowed': entry(400, 'error', '🖼️', 'Tipo de archivo no permitido. Usa JPEG, PNG o WEBP.', 'File type not allowed. Use JPEG, PNG or WEBP.'),
  'upload.size_exceeded': entry(400, 'error', '📦', 'El archivo supera el tamaño máximo de 5 MB.', 'The file is larger than the 5 MB limit.'),
  'upload.not_found': entry(400, 'error', '🖼️', 'No encontramos el archivo subido. Vuelve a subirlo.', 'The uploaded file was not found. Please upload it again.'),
  'upload.rejected': entry(400, 'error', '🖼️', 'El archivo no es una imagen válida (su contenido no es JPEG, PNG o WEBP, o no coincide con su tipo). Sube otra imagen.', 'The file is not a valid image (its content is not JPEG, PNG or WEBP, or does not match its type). Upload another image.'),
  'upload.not_ready': entry(409, 'info', '⏳', 'Estamos comprobando la imagen subida. Espera un momento e inténtalo de nuevo.', 'The uploaded image is still being checked. Wait a moment and try again.'),
  'upload.failed': entry(500, 'error', '❌', 'No se ha podido subir el archivo.', 'The file could not be uploaded.'),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, code);

export interface ResolvedError extends CatalogueEntry {
  code: ErrorCode;
  message: string;
}

/** Values a message names in braces, such as the letter a tax id should end with. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** Looks a code up; anything unknown resolves to the unknown error. */
export const resolveError = (code: unknown, language: Language, params: ErrorParams = {}): ResolvedError => {
  const known: ErrorCode = isErrorCode(code) ? code : 'general.unknown';
  const found = errorCatalogue[known];
  const message = found[language].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  return { ...found, code: known, message };
};
