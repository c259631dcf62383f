// The studio's translations, the Qt way: Qt's own strings (file dialog, standard buttons) from
// the Qt installation and the studio's from its resources (:/i18n/tricorne-studio_<lang>.qm,
// built from editor/i18n/*.ts), for `locale` — the system locale (LANG, LC_MESSAGES) in the app.
#pragma once

#include <QLocale>

/// Installs the translators for `locale` on the application (once per process); returns
/// whether the studio's own translation for it was found. For a language without one the
/// English plural forms are installed (the sources are English), and the result is false.
bool installTranslations(const QLocale& locale = QLocale());
