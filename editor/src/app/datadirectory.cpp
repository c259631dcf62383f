#include "app/datadirectory.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QVariantMap>

#include "tricorne/io/json_io.h"
#include "tricorne/model/system.h"
#include "tricorne/validate/validate.h"

QString DataDirectory::resolve(const QString& applicationDir, const QString& sourceDir) {
    const QString installed = QDir(applicationDir).absoluteFilePath(QStringLiteral("../share/tricorne"));
    return QFileInfo(installed).isDir() ? QDir::cleanPath(installed) : sourceDir;
}

QString DataDirectory::path() {
    return resolve(QCoreApplication::applicationDirPath(), QStringLiteral(TRICORNE_SOURCE_DATA_DIR));
}

QVariantList DataDirectory::examples() { return scenariosIn(QDir(path()).filePath(QStringLiteral("scenarios")), false); }

QVariantList DataDirectory::templates() {
    const QString installed = QDir(path()).filePath(QStringLiteral("templates/scenarios"));
    return scenariosIn(QFileInfo(installed).isDir() ? installed : QStringLiteral(":/templates/scenarios"), true);
}

QVariantList DataDirectory::scenariosIn(const QString& directory, bool blankTitles) {
    QVariantList blanks, others;
    const QDir dir(directory);
    for (const QString& name : dir.entryList({QStringLiteral("*.tricorne.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = file.readAll();
        const auto read = tricorne::parseJson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (!read.document || !read.document->is_object()) continue;
        const auto& doc = *read.document;
        const std::string title = doc.contains("metadata") ? doc["metadata"].value("title", std::string()) : std::string();
        const std::string systemId = doc.value("system", std::string());
        const tricorne::GameSystem* game = tricorne::builtinSystems().find(systemId);
        const QString system = QString::fromStdString(game ? game->name : systemId);
        const bool blank = blankTitles && name.startsWith(QLatin1String("blank-"));
        // A blank board is named by its game, as the system's data names it ("The Jacobite Rising").
        const QString gameTitle = QString::fromStdString(game ? game->shortName : systemId);
        const QVariantMap entry{{QStringLiteral("path"), path},
                                {QStringLiteral("title"), blank ? tr("Blank — %1").arg(gameTitle) : QString::fromStdString(title)},
                                {QStringLiteral("system"), system},
                                {QStringLiteral("blank"), blank}};
        (blank ? blanks : others) << entry;
    }
    if (!blankTitles)
        std::sort(others.begin(), others.end(), [](const QVariant& a, const QVariant& b) {
            return a.toMap().value(QStringLiteral("title")).toString() < b.toMap().value(QStringLiteral("title")).toString();
        });
    return blanks + others;
}
