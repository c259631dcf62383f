// Where the studio finds the shipped battles (scenarios/) and the starting points of File ▸ New
// (templates/scenarios/): <applicationDirPath>/../share/tricorne when the studio is installed
// (the package puts them there), else the source tree it was built from.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class DataDirectory : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString path READ path CONSTANT)
    Q_PROPERTY(QVariantList examples READ examples CONSTANT)

public:
    explicit DataDirectory(QObject* parent = nullptr) : QObject(parent) {}

    /// `applicationDir`/../share/tricorne when that directory exists, else `sourceDir`.
    static QString resolve(const QString& applicationDir, const QString& sourceDir);
    /// resolve() for this process (QCoreApplication::applicationDirPath and the source tree).
    static QString path();
    /// The shipped battles, File ▸ Open example battle: [{path, title, system, blank}] by title.
    static QVariantList examples();
    /// The templates: [{path, title, system, blank}], blank boards first ("Blank — <game>"),
    /// from path()/templates/scenarios, or the copies built into the studio when that is missing.
    static QVariantList templates();
    /// The *.tricorne.json files of `directory` with their title and game system's name;
    /// files that are not a JSON object are left out. `blankTitles`: a file named blank-*
    /// is titled "Blank — <game>" (GameSystem::shortName, "Blank — The Jacobite Rising"),
    /// marked `blank` (the menu names it by its title alone, in any language) and listed first.
    static QVariantList scenariosIn(const QString& directory, bool blankTitles);
};
