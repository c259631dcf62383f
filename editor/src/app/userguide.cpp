#include "app/userguide.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QVariantMap>

namespace {

/// Where CMake puts the pages (editor/CMakeLists.txt, "studio_guide").
const QString kRoot = QStringLiteral(":/docs/");

QString read(const QString& page) {
    QFile file(kRoot + page);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

QString firstHeading(const QString& markdown) {
    static const QRegularExpression heading(QStringLiteral("^#\\s+(.+)$"), QRegularExpression::MultilineOption);
    const auto match = heading.match(markdown);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

}  // namespace

QVariantList UserGuide::contents() {
    QVariantList pages;
    const QString indexPage = read(index());
    pages.append(QVariantMap{{QStringLiteral("page"), index()}, {QStringLiteral("title"), firstHeading(indexPage)}});
    // The index's numbered list: "1. [Your first battle …](first-battle.md): …".
    static const QRegularExpression item(QStringLiteral("^\\d+\\.\\s+\\[[^\\]]*\\]\\(([a-z0-9-]+\\.md)\\)"), QRegularExpression::MultilineOption);
    for (auto it = item.globalMatch(indexPage); it.hasNext();) {
        const QString page = QStringLiteral("guide/") + it.next().captured(1);
        const QString markdown = read(page);
        if (!markdown.isEmpty()) pages.append(QVariantMap{{QStringLiteral("page"), page}, {QStringLiteral("title"), firstHeading(markdown)}});
    }
    return pages;
}

QString UserGuide::text(const QString& page) {
    if (page.contains(QLatin1String(".."))) return {};
    QString markdown = read(page);
    static const QRegularExpression picture(QStringLiteral("!\\[([^\\]]*)\\]\\([^)]*\\)"));
    markdown.replace(picture, QStringLiteral("*\\1*"));
    return markdown;
}

QString UserGuide::pageOfLink(const QString& fromPage, const QString& link) {
    if (link.contains(QLatin1Char(':'))) return {};  // a scheme: the web, mail
    const QString target = link.section(QLatin1Char('#'), 0, 0);
    if (target.isEmpty()) return fromPage;  // a section of the same page
    const QString folder = fromPage.section(QLatin1Char('/'), 0, -2);
    const QString page = QDir::cleanPath(folder + QLatin1Char('/') + target);
    if (page.startsWith(QLatin1String("..")) || !page.endsWith(QLatin1String(".md")) || !QFile::exists(kRoot + page)) return {};
    return page;
}
