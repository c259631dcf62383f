#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

bool installTranslations(const QLocale& locale) {
    // Owned by the application: they must live as long as it does.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* studio = new QTranslator(QCoreApplication::instance());
    const bool found = studio->load(locale, QStringLiteral("tricorne-studio"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    // Any other language reads the English sources, with their plural forms ("1 piece", not
    // "1 piece(s)") from the English file.
    if (found || studio->load(QStringLiteral("tricorne-studio_en"), QStringLiteral(":/i18n"))) QCoreApplication::installTranslator(studio);
    return found;
}
