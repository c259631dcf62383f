// The stem the studio makes file names from: Save as, Export, Export image, Export sheet and
// Print propose "<stem>.tricorne.json", "<stem>-export.tricorne.json", "<stem>-sheet.pdf", ….
#pragma once

#include <QFileInfo>
#include <QString>

#include "document/scenariodocument.h"

/// The document's file name without suffixes ("killiecrankie.tricorne.json" → "killiecrankie"),
/// or for an untitled document its title in lower case, words joined by hyphens ("Harlem
/// Heights, 1776" → "harlem-heights-1776"); "" when neither gives one.
inline QString fileStem(const ScenarioDocument& document) {
    if (!document.filePath().isEmpty()) return QFileInfo(document.filePath()).fileName().section(QLatin1Char('.'), 0, 0);
    QString stem;
    for (const QChar c : document.title().toLower()) {
        if (c.isLetterOrNumber()) stem += c;
        else if (!stem.isEmpty() && !stem.endsWith(QLatin1Char('-'))) stem += QLatin1Char('-');
    }
    while (stem.endsWith(QLatin1Char('-'))) stem.chop(1);
    return stem;
}
